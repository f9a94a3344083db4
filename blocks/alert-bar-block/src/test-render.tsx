import { render } from "@testing-library/react";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { AlertBar } from "./index";

/** One story in an alert-bar collection, as alert-bar-collections answers it. */
export function alertCollection(headline: string, extra: Record<string, unknown> = {}) {
  return {
    content_elements: [
      {
        headlines: { basic: headline },
        display_date: "2026-11-20T22:07:00Z",
        websites: { "the-daily": { website_url: "/politics/2026/11/20/assembly-recalled/" } },
        ...extra,
      },
    ],
  };
}

export type AlertAnswer = (query: Record<string, unknown>) => unknown;

/** The bar with the alert source answered by `answer`, without the error boundary that hides throws. */
export function alertBarElement(answer: AlertAnswer, options: Omit<RenderBlockOptions, "content"> = {}) {
  return renderBlock(AlertBar, {
    ...options,
    context: { arcSite: "the-daily", ...options.context },
    content: { "alert-bar-collections": answer },
    errorBoundary: false,
  });
}

export function renderAlertBar(answer: AlertAnswer, options: Omit<RenderBlockOptions, "content"> = {}) {
  return render(alertBarElement(answer, options));
}
