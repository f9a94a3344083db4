import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { Container } from "./index";

describe("Container", () => {
  it("wraps its content in the page column, keeping the caller's class and attributes", () => {
    render(
      <Container className="b-page" data-testid="page">
        <p>Story</p>
      </Container>,
    );
    const page = screen.getByTestId("page");
    expect(page).toHaveClass("c-container", "b-page");
    expect(page).toHaveTextContent("Story");
    const styles = Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? "").join("");
    expect(styles).toMatch(/max-inline-size:\s*var\(--bs-size-page\)/);
    expect(styles).toMatch(/margin-inline:\s*auto/);
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Container>
        <p>Story</p>
      </Container>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
