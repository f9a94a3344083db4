import { classNames } from "./class-names";

describe("classNames", () => {
  it("joins the parts that are set, in order, with single spaces", () => {
    expect(classNames("c-badge", "c-badge--new", "site-badge")).toBe("c-badge c-badge--new site-badge");
  });

  it("leaves out conditions that are false and class names nobody passed", () => {
    const active = false;
    expect(classNames("c-pill", active && "c-pill--active", undefined, null, "", "extra")).toBe("c-pill extra");
  });

  it("gives an empty string when nothing is set", () => {
    expect(classNames()).toBe("");
    expect(classNames(undefined, false)).toBe("");
  });
});
