import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { Divider } from "./index";

describe("Divider", () => {
  it("is the static feature divider: server HTML only", () => {
    expect(Divider.definition.name).toBe("divider");
    expect(Divider.definition.kind).toBe("feature");
    expect(Divider.static).toBe(true);
  });

  it("draws the components' Divider, a separator", () => {
    render(renderBlock(Divider));
    const rule = screen.getByRole("separator");
    expect(rule.tagName).toBe("HR");
    expect(rule).toHaveClass("c-divider", "b-divider");
  });

  it("is an hr in the server's HTML", () => {
    // The divider's own styles come first (React hoists them into the head of a whole document).
    const html = renderToString(renderBlock(Divider)).replace(/^<style[^>]*>[^<]*<\/style>/, "");
    expect(html).toMatch(/^<hr class="[^"]*c-divider b-divider[^"]*"\/>$/);
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(Divider));
    expect(await axe(container)).toHaveNoViolations();
  });
});
