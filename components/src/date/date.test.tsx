import type { ReactNode } from "react";
import { cleanup, render, renderHook, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { createHostState, LocalHostProvider, setSiteProperties, getSiteProperties } from "@broadsheet/local-host";
import { DateTime, useDateLocalization, type DateInput } from "./index";

const NOVEMBER = "2026-11-20T14:30:05.123Z";

function onSite(arcSite: string) {
  const state = createHostState({ arcSite });
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <LocalHostProvider state={state}>{children}</LocalHostProvider>;
  };
}

describe("useDateLocalization", () => {
  it("reads the site's dateLocalization", () => {
    const { result } = renderHook(() => useDateLocalization(), { wrapper: onSite("le-quotidien") });
    expect(result.current).toEqual({
      language: "fr",
      timeZone: "Europe/Paris",
      dateFormat: "%-d %B %Y",
      dateTimeFormat: "%-d %B %Y à %-H h %M",
    });
  });

  it("gives the block defaults, English in GMT, for a site without settings", () => {
    const { result } = renderHook(() => useDateLocalization(), { wrapper: onSite("al-yawm") });
    expect(result.current).toEqual({
      language: "en",
      timeZone: "GMT",
      dateFormat: "%B %d, %Y",
      dateTimeFormat: "%B %d, %Y %-I:%M %p %Z",
    });
  });

  it("replaces malformed settings with the defaults", () => {
    const original = getSiteProperties("the-daily");
    try {
      for (const dateLocalization of [
        "en",
        null,
        { language: 7, timeZone: "", dateFormat: "  ", dateTimeFormat: {} },
      ] as unknown[]) {
        setSiteProperties("the-daily", { ...original, dateLocalization } as typeof original);
        const { result } = renderHook(() => useDateLocalization(), { wrapper: onSite("the-daily") });
        expect(result.current.language).toBe("en");
        expect(result.current.timeZone).toBe("GMT");
        expect(result.current.dateFormat).toBe("%B %d, %Y");
      }
    } finally {
      setSiteProperties("the-daily", original);
    }
  });
});

describe("DateTime", () => {
  it("renders a <time> with the ISO instant and the site's localised date", () => {
    const { container } = render(<DateTime date={NOVEMBER} />, { wrapper: onSite("the-daily") });
    const time = container.querySelector("time");
    expect(time).toHaveClass("c-date");
    expect(time).toHaveAttribute("datetime", "2026-11-20T14:30:05.123Z");
    expect(time).toHaveTextContent("November 20, 2026");
  });

  it("follows the site's language, zone and format", () => {
    render(<DateTime date="2026-11-20T23:30:00Z" />, { wrapper: onSite("le-quotidien") });
    // Paris is an hour ahead of UTC, so it is already the 21st there.
    expect(screen.getByText("21 novembre 2026")).toBeInTheDocument();
  });

  it("uses GMT on a site without date settings", () => {
    render(<DateTime date="2026-11-20T23:30:00Z" withTime />, { wrapper: onSite("al-yawm") });
    expect(screen.getByText("November 20, 2026 11:30 PM UTC")).toBeInTheDocument();
  });

  it("uses the site's date-and-time format with withTime", () => {
    render(<DateTime date={NOVEMBER} withTime />, { wrapper: onSite("the-daily") });
    expect(screen.getByText("November 20, 2026 9:30 AM EST")).toBeInTheDocument();
  });

  it("lets props override the site's format, language and zone", () => {
    render(<DateTime date={NOVEMBER} format="%A %d %B, %H:%M" language="de" timeZone="Asia/Tokyo" />, {
      wrapper: onSite("the-daily"),
    });
    expect(screen.getByText("Freitag 20 November, 23:30")).toBeInTheDocument();
  });

  it("takes a Date or epoch milliseconds too", () => {
    const { container, rerender } = render(<DateTime date={new Date(NOVEMBER)} />);
    expect(container.querySelector("time")).toHaveAttribute("datetime", "2026-11-20T14:30:05.123Z");
    rerender(<DateTime date={Date.parse(NOVEMBER)} />);
    expect(container.querySelector("time")).toHaveTextContent("November 20, 2026");
  });

  it("merges className and passes other attributes to the <time>", () => {
    const { container } = render(
      <DateTime date={NOVEMBER} className="b-byline__date" id="published" title="Published" />,
    );
    const time = container.querySelector("time");
    expect(time).toHaveClass("c-date", "b-byline__date");
    expect(time).toHaveAttribute("id", "published");
    expect(time).toHaveAttribute("title", "Published");
  });

  it.each([
    ["no date", undefined],
    ["null", null],
    ["an empty string", ""],
    ["text", "soon"],
    ["an invalid Date", new Date(Number.NaN)],
    ["NaN", Number.NaN],
  ])("renders nothing for %s", (_case, date) => {
    const { container } = render(<DateTime date={date as DateInput} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when the format writes nothing", () => {
    const { container } = render(<DateTime date={NOVEMBER} format="  " />);
    expect(container).toBeEmptyDOMElement();
  });

  it("never throws, whatever the props", () => {
    const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true });
    fc.assert(
      fc.property(
        fc.oneof(anything, fc.date(), fc.string()),
        fc.option(fc.oneof(fc.string(), anything)),
        fc.option(fc.oneof(fc.constantFrom("en", "fr", "ja"), anything)),
        fc.option(fc.oneof(fc.constantFrom("UTC", "Asia/Tokyo"), fc.string())),
        (date, format, language, timeZone) => {
          try {
            const { container } = render(
              <DateTime
                date={date as DateInput}
                format={(format ?? undefined) as string | undefined}
                language={(language ?? undefined) as string | undefined}
                timeZone={(timeZone ?? undefined) as string | undefined}
              />,
            );
            expect(container.querySelectorAll("time").length).toBeLessThanOrEqual(1);
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <p>
        Published <DateTime date={NOVEMBER} withTime />
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
