import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { createHostState, LocalHostProvider } from "@broadsheet/local-host";
import { Link } from "./index";

describe("Link", () => {
  it("opens an http(s) link in a new tab, and says so to screen readers", () => {
    render(<Link href="https://example.com/report">The report</Link>);
    const link = screen.getByRole("link", { name: "The report Opens in new window" });
    expect(link).toHaveAttribute("href", "https://example.com/report");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.querySelector(".c-visually-hidden")).toHaveTextContent("Opens in new window");
  });

  it("treats the scheme case-insensitively", () => {
    render(<Link href="HTTP://example.com">Shouting</Link>);
    expect(screen.getByRole("link")).toHaveAttribute("target", "_blank");
  });

  it.each(["/politics/", "politics", "#comments", "mailto:desk@example.com"])(
    "keeps %j in the same tab, with no note",
    (href) => {
      render(<Link href={href}>Here</Link>);
      const link = screen.getByRole("link", { name: "Here" });
      expect(link).not.toHaveAttribute("target");
      expect(link).not.toHaveAttribute("rel");
      expect(link.querySelector(".c-visually-hidden")).toBeNull();
    },
  );

  it("keeps an http link in the same tab when openInNewTab is false", () => {
    render(
      <Link href="https://example.com" openInNewTab={false}>
        Same tab
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Same tab" });
    expect(link).not.toHaveAttribute("target");
  });

  it("opens a relative link in a new tab when openInNewTab is true", () => {
    render(
      <Link href="/print" openInNewTab>
        Print
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Print Opens in new window" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("adds noopener and noreferrer to the rel it is given, once", () => {
    render(
      <Link href="https://example.com" rel="sponsored noopener">
        Sponsor
      </Link>,
    );
    expect(screen.getByRole("link")).toHaveAttribute("rel", "sponsored noopener noreferrer");
  });

  it("keeps the rel it is given on a same-tab link", () => {
    render(
      <Link href="/tags/x" rel="tag">
        Tag
      </Link>,
    );
    expect(screen.getByRole("link")).toHaveAttribute("rel", "tag");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
  ])("renders %j as plain text, never as a link", (href) => {
    const { container } = render(<Link href={href}>Click me</Link>);
    expect(container.querySelector("a")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(container).toHaveTextContent("Click me");
    expect(container.innerHTML).not.toMatch(/script:/i);
  });

  it("renders plain text when there is no href", () => {
    const { container } = render(<Link className="extra">No destination</Link>);
    expect(container.querySelector("a")).toBeNull();
    expect(container.firstElementChild).toHaveClass("c-link", "c-link--text", "extra");
  });

  it.each([
    ["no children", undefined],
    ["empty text", ""],
    ["whitespace", "  "],
    ["false", false],
  ])("renders nothing with %s", (_, children) => {
    const { container } = render(<Link href="/news">{children}</Link>);
    expect(container).toBeEmptyDOMElement();
  });

  it("reads the note in the site's language", () => {
    render(
      <LocalHostProvider state={createHostState({ arcSite: "le-quotidien" })}>
        <Link href="https://example.com">Le rapport</Link>
      </LocalHostProvider>,
    );
    expect(screen.getByRole("link", { name: "Le rapport S’ouvre dans une nouvelle fenêtre" })).toBeInTheDocument();
  });

  it("lets a prop replace the note", () => {
    render(
      <Link href="https://example.com" newTabText="(new tab)">
        Report
      </Link>,
    );
    expect(screen.getByRole("link", { name: "Report (new tab)" })).toBeInTheDocument();
  });

  it("merges its class, passes attributes through and forwards the ref", () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/a" className="extra" data-track="nav" aria-current="page">
        A
      </Link>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveClass("c-link", "extra");
    expect(link).toHaveAttribute("data-track", "nav");
    expect(link).toHaveAttribute("aria-current", "page");
    expect(ref.current).toBe(link);
  });

  it("marks running-text links by default, and every other kind by its variant", () => {
    render(
      <p>
        <Link href="/a">Inline</Link>{" "}
        <Link href="/b" variant="headline">
          Headline
        </Link>{" "}
        <Link href="/c" variant="byline">
          Byline
        </Link>{" "}
        <Link href="/d" variant="nav">
          Nav
        </Link>
      </p>,
    );
    expect(screen.getByRole("link", { name: "Inline" }).className).not.toMatch(/c-link--/);
    for (const variant of ["headline", "byline", "nav"]) {
      const link = screen.getByRole("link", { name: variant[0]?.toUpperCase() + variant.slice(1) });
      expect(link).toHaveClass("c-link", `c-link--${variant}`);
    }
  });

  it("underlines only running-text links at rest; the others keep their text's look until hover or focus", () => {
    render(<Link href="/a">Inline</Link>);
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("");
    // Rules as the style runtime flattens them: the base rule, then one per variant.
    expect(css).toMatch(/\.bs-link-[a-z0-9]+\{color:var\(--bs-color-link\);text-decoration:underline;/);
    expect(css).toMatch(/\.c-link--headline,[^{]*\.c-link--nav\{color:inherit;text-decoration:none;\}/);
    expect(css).toMatch(/\.c-link--byline\{color:var\(--bs-color-text\);font-weight:600;text-decoration:none;\}/);
    expect(css).toMatch(/\.c-link--byline:focus-visible\{text-decoration:underline;/);
    expect(css).toMatch(/:focus-visible\{outline:2px solid var\(--bs-color-focus\);/);
  });

  it("keeps its variant on the plain text of an unsafe link", () => {
    const { container } = render(
      <Link href="javascript:alert(1)" variant="headline">
        Headline
      </Link>,
    );
    expect(container.firstElementChild).toHaveClass("c-link--text", "c-link--headline");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <p>
        <Link href="https://example.com">External</Link> <Link href="/news">Internal</Link>{" "}
        <Link href="javascript:alert(1)">Unsafe</Link>
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
