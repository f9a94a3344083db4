import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { createHostState, LocalHostProvider } from "@broadsheet/local-host";
import { Overline } from "./index";

describe("Overline", () => {
  it("shows its label as text", () => {
    const { container } = render(<Overline className="extra">Politics</Overline>);
    const overline = container.firstElementChild;
    expect(overline).toHaveClass("c-overline", "extra");
    expect(overline).toHaveTextContent("Politics");
    expect(container.querySelector("a")).toBeNull();
  });

  it("links its label through Link", () => {
    render(<Overline href="/politics/">Politics</Overline>);
    const link = screen.getByRole("link", { name: "Politics" });
    expect(link).toHaveAttribute("href", "/politics/");
    expect(link).toHaveClass("c-link", "c-overline__link");
  });

  it("follows Link's new-tab rule, and its override", () => {
    const { rerender } = render(<Overline href="https://example.com/politics">Politics</Overline>);
    expect(screen.getByRole("link", { name: "Politics Opens in new window" })).toHaveAttribute("target", "_blank");
    rerender(
      <Overline href="https://example.com/politics" openInNewTab={false}>
        Politics
      </Overline>,
    );
    expect(screen.getByRole("link")).not.toHaveAttribute("target");
  });

  it("shows the label as text for an unsafe href", () => {
    const { container } = render(<Overline href="javascript:alert(1)">Politics</Overline>);
    expect(container.querySelector("a")).toBeNull();
    expect(container).toHaveTextContent("Politics");
  });

  it("says 'Sponsored Content' when sponsored and given no label", () => {
    const { container } = render(<Overline sponsored />);
    expect(container.firstElementChild).toHaveClass("c-overline--sponsored");
    expect(container).toHaveTextContent("Sponsored Content");
  });

  it("lets the label replace the sponsored phrase", () => {
    const { container } = render(<Overline sponsored>Paid post</Overline>);
    expect(container).toHaveTextContent("Paid post");
    expect(container).not.toHaveTextContent("Sponsored Content");
  });

  it("says the sponsored phrase in the site's language", () => {
    const { container } = render(
      <LocalHostProvider state={createHostState({ arcSite: "le-quotidien" })}>
        <Overline sponsored />
      </LocalHostProvider>,
    );
    expect(container).toHaveTextContent("Contenu sponsorisé");
  });

  it.each([
    ["no label", {}],
    ["a blank label", { children: "  " }],
    ["a link with no label", { href: "/politics/" }],
  ])("renders nothing with %s", (_, props) => {
    const { container } = render(<Overline {...props} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations as text, link and sponsored", async () => {
    const { container } = render(
      <div>
        <Overline>Politics</Overline>
        <Overline href="/politics/">Politics</Overline>
        <Overline sponsored />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
