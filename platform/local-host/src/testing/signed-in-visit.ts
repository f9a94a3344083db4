import type { Browser } from "playwright-core";
import { FIXTURE_PASSWORD, type FakeArc } from "@broadsheet/fake-arc";
import type { SignedInPage } from "../demo/pages";
import { visit, type Visit } from "./browser";

/**
 * A signed-in page as its reader has it: the cart filled first when the page needs one, then logged in on the
 * login page, which sends the reader on to the page, reloaded so that it loads as a returning reader's would,
 * and waited on until the reader's data has arrived. The browser tests and the screenshots share it.
 */
export async function visitSignedIn(
  browser: Browser,
  origin: string,
  fake: FakeArc,
  { path, reader, cart }: SignedInPage,
  options: Parameters<typeof visit>[2] = {},
): Promise<Visit> {
  if (cart) {
    const uuid = fake.identity.store.readerByEmail(reader)?.uuid ?? "";
    fake.sales.store.putCart(uuid, { lines: [{ ...cart, quantity: 1 }], cartDate: Date.now() });
  }
  const visited = await visit(browser, `${origin}/account/login/?redirect=${encodeURIComponent(path)}`, {
    identityStandIns: true,
    ...options,
  });
  try {
    await visited.page.waitForSelector('bs-island[data-block="login"][data-hydrated]');
    await visited.page.getByRole("textbox", { name: "Email" }).fill(reader);
    await visited.page.getByLabel(/^Password/).fill(FIXTURE_PASSWORD);
    await visited.page.keyboard.press("Enter");
    await visited.page.waitForURL(`${origin}${path}`);
    await visited.page.reload();
    return visited;
  } catch (error) {
    await visited.close().catch(() => undefined);
    throw error;
  }
}

/** Waits for what shows once the reader's data has arrived. */
export async function signedInReady(visited: Visit, { ready }: SignedInPage): Promise<void> {
  await visited.page.locator(ready).first().waitFor();
}
