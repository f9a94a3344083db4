import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { defineBlock } from "@broadsheet/kit";
import { createHostState, HostRoot } from "../src/host/host-context";

/** An output type that shows which of the host's parts it was given. */
const Shell = defineBlock({
  name: "shell",
  kind: "output-type",
  label: "Shell",
  render: ({ Styles, Libs, Fusion, isAdmin, outputType, globalContent, children }) => (
    <html lang="en">
      <head>
        <Styles />
        <Libs />
      </head>
      <body data-admin={String(isAdmin)} data-output-type={outputType} data-content={String(globalContent)}>
        {children}
        <Fusion />
      </body>
    </html>
  ),
});

/** The props Fusion documents for an output type: `CssLinks`, no `Styles`, no `isAdmin`. */
const fusionProps = {
  arcSite: "the-daily",
  requestUri: "/",
  contextPath: "/pf",
  deployment: (path: string) => path,
  metaValue: () => undefined,
  MetaTags: () => null,
  Libs: () => <script src="/pf/dist/engine/react.js" />,
  Fusion: () => <script id="fusion-metadata" />,
  CssLinks: () => <link rel="stylesheet" href="/pf/dist/components/output-types/default.css" />,
};

function render(props: Record<string, unknown>): string {
  const ShellBlock = Shell as unknown as (props: Record<string, unknown>) => ReactElement;
  return renderToStaticMarkup(
    <HostRoot state={createHostState({ mode: "server" })}>
      <ShellBlock {...props}>page</ShellBlock>
    </HostRoot>,
  );
}

describe("an output type under Fusion's own props", () => {
  it("writes Fusion's CssLinks where the preview's collected Styles go, and defaults what Fusion does not pass", () => {
    const html = render(fusionProps);
    expect(html).toContain('<link rel="stylesheet" href="/pf/dist/components/output-types/default.css"/>');
    expect(html).toContain('data-admin="false" data-output-type="default" data-content="null"');
    expect(html).toContain('<script id="fusion-metadata"></script>');
  });

  it("refuses to write a document without the scripts Fusion always passes", () => {
    const { Libs: _libs, Fusion: _fusion, ...withoutScripts } = fusionProps;
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(withoutScripts)).toThrow('output type "shell" was rendered without the host\'s Libs, Fusion');
  });
});
