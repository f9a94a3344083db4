import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { Join, Separator } from "./index";

describe("Join", () => {
  it("puts a middle dot between its children", () => {
    const { container } = render(
      <Join className="extra">
        <span>Jane Doe</span>
        <time dateTime="2024-05-01">1 May 2024</time>5 min read
      </Join>,
    );
    const root = container.firstElementChild;
    expect(root).toHaveClass("c-join", "extra");
    expect(root).toHaveTextContent("Jane Doe · 1 May 2024 · 5 min read", { normalizeWhitespace: false });
    expect(container.querySelectorAll(".c-join__separator")).toHaveLength(2);
  });

  it("hides the default dot from screen readers but keeps the words apart", () => {
    const { container } = render(
      <Join>
        {"Jane"}
        {"Doe"}
      </Join>,
    );
    const glyph = container.querySelector(".c-separator__glyph");
    expect(glyph).toHaveAttribute("aria-hidden", "true");
    expect(glyph).toHaveTextContent("·");
    expect(container.firstElementChild?.textContent).toBe("Jane · Doe");
  });

  it("skips empty children, leaving no stray separators", () => {
    const showDate = false;
    const { container } = render(
      <Join>
        {null}
        Jane Doe
        {showDate && <time>1 May</time>}
        {""}
        {"   "}
        {undefined}5 min read
        {[]}
      </Join>,
    );
    expect(container.firstElementChild?.textContent).toBe("Jane Doe · 5 min read");
  });

  it("adds no separator to a single child", () => {
    const { container } = render(
      <Join>
        {null}
        Jane Doe
      </Join>,
    );
    expect(container.firstElementChild?.textContent).toBe("Jane Doe");
    expect(container.querySelector(".c-join__separator")).toBeNull();
  });

  it("takes a text separator", () => {
    const { container } = render(
      <Join separator=", ">
        {"Politics"}
        {"Europe"}
        {"Climate"}
      </Join>,
    );
    expect(container.firstElementChild?.textContent).toBe("Politics, Europe, Climate");
  });

  it("takes a Separator element", () => {
    const { container } = render(
      <Join separator={<Separator glyph="|" className="rule" />}>
        {"Politics"}
        {"Europe"}
      </Join>,
    );
    expect(container.firstElementChild?.textContent).toBe("Politics | Europe");
    expect(container.querySelector(".c-separator")).toHaveClass("rule");
    expect(screen.getByText("|")).toHaveAttribute("aria-hidden", "true");
  });

  it.each([
    ["no children", undefined],
    ["only empty children", [null, false, "", " "]],
  ])("renders nothing with %s", (_, children) => {
    const { container } = render(<Join>{children}</Join>);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations with either kind of separator", async () => {
    const { container } = render(
      <div>
        <Join>
          <a href="/authors/jane">Jane Doe</a>5 min read
        </Join>
        <Join separator=" / ">
          {"A"}
          {"B"}
        </Join>
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
