import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { SocialSignOn } from "./social-sign-on";

const button = () => screen.getByRole("button", { name: "Try it" });

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Social Sign On", () => {
  it("is the island feature social-sign-on, hydrated on its trigger (idle)", () => {
    expect(SocialSignOn.definition.name).toBe("social-sign-on");
    expect(SocialSignOn.definition.kind).toBe("feature");
    expect(SocialSignOn.definition.hydration).toBe("idle");
    expect(SocialSignOn.static).toBe(false);
  });

  it("hydrates the server's HTML as it is: same nodes, no mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(renderBlock(SocialSignOn));
    document.body.append(container);
    const served = container.querySelector("button");
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(SocialSignOn));
    });
    expect(container.querySelector("button")).toBe(served);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each(["{Enter}", " "])("is pressed from the keyboard (%s) and says so in its status", async (key) => {
    const user = userEvent.setup();
    render(renderBlock(SocialSignOn));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard(key);
    expect(screen.getByRole("status")).toHaveTextContent("It works.");
  });

  it("says what the editor wrote on the button, and the site's language otherwise", async () => {
    const user = userEvent.setup();
    const { unmount } = render(renderBlock(SocialSignOn, { customFields: { action: " Press me " } }));
    expect(screen.getByRole("button", { name: "Press me" })).toBeInTheDocument();
    unmount();
    render(renderBlock(SocialSignOn, { context: { arcSite: "le-quotidien" } }));
    await user.click(screen.getByRole("button", { name: "Essayer" }));
    expect(screen.getByRole("status")).toHaveTextContent("Ça marche.");
  });

  it("has no axe violations, before and after it is pressed", async () => {
    const user = userEvent.setup();
    const { container } = render(renderBlock(SocialSignOn));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button());
    expect(await axe(container)).toHaveNoViolations();
  });
});
