import { composeStories, composeStory, setProjectAnnotations } from "@storybook/react";
import { within } from "@testing-library/react";
import { blockStoryMeta } from "./block-story";
import preview from "./preview";
import { checkStory } from "./story-check";
import * as checkoutStories from "../blocks/checkout-block/src/checkout.stories";
import { Checkout } from "../blocks/checkout-block/src/checkout";
import { commerceMsw, signedInWithCart } from "../blocks/checkout-block/src/test-stories";
import * as loginStories from "../blocks/identity-blocks/src/login.stories";

/**
 * Storybook shows every story in one page, and jest renders a file's stories in one jsdom: what a story leaves
 * behind (a signed-in session in storage, a cookie, a cart in the fake) must not reach the next. The preview
 * starts each story fresh (story-reset.ts); a signed-in reader on the login story would be sent away from it.
 */

setProjectAnnotations([preview]);

const { Default: Login } = composeStories(loginStories);

async function loginForm(): Promise<HTMLElement> {
  const canvas = await checkStory(Login);
  return within(canvas).findByRole("button", { name: "Log in" });
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("stories in one page", () => {
  it("show the login form after a checkout story signed a reader in", async () => {
    const { AddressCard } = composeStories(checkoutStories);
    await checkStory(AddressCard);
    expect(await loginForm()).toBeInTheDocument();
  });

  it("show the login form after a story that signed a reader in and cleaned nothing up", async () => {
    const careless = composeStory(
      {
        // The session, the SDKs' settings and the cart stay behind: no cleanup is returned.
        beforeEach: async () => {
          await signedInWithCart();
          document.cookie = "story-leftover=1; path=/";
        },
      },
      { title: "Harness/Careless checkout", ...blockStoryMeta(Checkout), parameters: commerceMsw },
      undefined,
      "Careless",
    );
    await checkStory(careless);
    expect(localStorage.length + sessionStorage.length).toBeGreaterThan(0);

    expect(await loginForm()).toBeInTheDocument();
    expect(document.cookie).not.toContain("story-leftover");
  });
});
