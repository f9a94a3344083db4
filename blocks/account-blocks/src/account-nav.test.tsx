import { renderToString } from "react-dom/server";
import { render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { AccountNav } from "./account-nav";

const nav = () => screen.getByRole("navigation", { name: "Your account" });
const hrefs = () =>
  within(nav())
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

describe("Account navigation", () => {
  it("is a static feature: links in the server's HTML, no script", () => {
    expect(AccountNav.definition.name).toBe("account-nav");
    expect(AccountNav.static).toBe(true);
    const html = renderToString(renderBlock(AccountNav, { context: { requestUri: "/account/" } }));
    expect(html).toMatch(/<nav[^>]*aria-label="Your account"/);
    expect(html).toContain('href="/account/subscriptions/"');
  });

  it("links the profile and the subscriptions (with their payment methods), marking the page shown", async () => {
    const { container } = render(renderBlock(AccountNav, { context: { requestUri: "/account/subscriptions/?x=1" } }));
    expect(hrefs()).toEqual(["/account/", "/account/subscriptions/"]);
    expect(within(nav()).getByRole("link", { name: "Subscriptions and payment" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav()).getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current");
    expect(await axe(container)).toHaveNoViolations();
  });

  it("marks the profile on /account (no trailing slash) and none on the payment-method page", () => {
    render(renderBlock(AccountNav, { context: { requestUri: "/account" } }));
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    document.body.innerHTML = "";
    render(renderBlock(AccountNav, { context: { requestUri: "/account/payment-method/?paymentMethodID=7" } }));
    expect(document.querySelector("[aria-current]")).toBeNull();
  });

  it("adds an orders link where a site has that page, and leaves out fields leading off the site", () => {
    render(
      renderBlock(AccountNav, {
        customFields: { ordersURL: "/account/orders/", subscriptionsURL: "javascript:alert(1)" },
        context: { requestUri: "/account/" },
      }),
    );
    expect(hrefs()).toEqual(["/account/", "/account/orders/"]);
  });

  it("shows nothing when no field leads to a page of the site", () => {
    const { container } = render(
      renderBlock(AccountNav, {
        customFields: { profileURL: "//elsewhere.example/", subscriptionsURL: "https://elsewhere.example/" },
      }),
    );
    expect(container.querySelector("nav")).toBeNull();
  });
});
