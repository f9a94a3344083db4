/** @jest-environment node */
import type { Locator, Page } from "playwright-core";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { DEMO_PAGES, SIGNED_IN_PAGES, type SignedInPage } from "../src/demo/pages";
import { visit, type Visit } from "../src/testing/browser";
import { startBrowserPreview, type BrowserPreview } from "../src/testing/browser-preview";
import { signedInReady, visitSignedIn } from "../src/testing/signed-in-visit";

/**
 * Issue 26: a reader who has fixed what a form's message pointed at submits with one click, or one Enter. On every
 * identity and commerce form of the preview each client-side message is drawn, the values are fixed by typing
 * (focus stays in the last field fixed, as it does for a reader who goes straight for the button), and the submit
 * control is pressed once, as a person does: the pointer at its centre, 80 ms between mouse-down and mouse-up.
 * The control must not move between the two (sign-up's stumble: the mouse-down's blur took a message away, the
 * button rose 26 px and the mouse-up missed it), and the form's call must go out exactly once.
 */
const EXPIRY = `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0")}`;
const NEW_PASSWORD = "Pressed-once-26";
const PRESS_DELAY_MS = 80;

let preview: BrowserPreview;
/** Tells the addresses made up for one case from the next (every call that creates an account needs its own). */
let serial = 0;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the page saw of one press: the control's box as the button went down and as it came up, and its clicks. */
interface PressReport {
  down: Box | null;
  up: Box | null;
  clicks: number;
}

interface Field {
  /** For the test's names and failures. */
  name: string;
  find(form: Locator): Locator;
  /** What draws the field's message, per round ("" is the field left empty); none when it has no message. */
  wrong?: readonly string[];
  /**
   * What the reader types to put it right (for a select, the option's name, typed as its type-ahead); a function
   * when each case needs its own (an address that signs up).
   */
  right: string | (() => string);
  select?: boolean;
}

interface FormCase {
  title: string;
  /** Opens a fresh browser on the form, ready for typing. */
  open(): Promise<Visit>;
  form(page: Page): Locator;
  submit: string;
  /** In the order a reader fills them. */
  fields: readonly Field[];
  /**
   * How the messages are drawn: "submit" presses Enter in the first field (the form's own check, or the
   * browser's); "leave" visits each field and leaves it empty (a form whose button waits for a valid address).
   */
  provoke: "submit" | "leave";
  /** The form's call to the fake, by method and path. */
  call: { method: string; path: RegExp };
  /** Waits for what follows the call. */
  done(page: Page): Promise<void>;
  /** One case per kind of check fixed last (its own field, another field's verdict, the card provider's); the first is also submitted with Enter. */
  lastFixed: readonly string[];
}

const island = (page: Page, block: string) => page.locator(`bs-island[data-block="${block}"][data-hydrated] form`);

/** An anonymous reader's page, with the provider stand-ins, once its form's island has hydrated. */
async function openAnonymous(path: string, block: string): Promise<Visit> {
  const visited = await visit(preview.browser, `${preview.origin}${path}`, {
    identityStandIns: true,
    commerceStandIns: true,
  });
  await island(visited.page, block).waitFor();
  return visited;
}

async function openSignedIn(page: SignedInPage): Promise<Visit> {
  const visited = await visitSignedIn(preview.browser, preview.origin, preview.fake, page, {
    commerceStandIns: true,
  });
  await signedInReady(visited, page);
  return visited;
}

/** A reader of one's own (a password change or a new address must not reach another case's reader). */
function newReader(): string {
  serial += 1;
  const email = `one.click.${serial}@example.test`;
  preview.fake.identity.addReader({ email, password: FIXTURE_PASSWORD, emailVerified: true });
  return email;
}

function uniqueAddress(): string {
  serial += 1;
  return `pressed.once.${serial}@example.test`;
}

/** A new password and its confirmation, as reset-password and account management's password row ask them. */
const NEW_PASSWORD_FIELDS: readonly Field[] = [
  { name: "password", find: (form) => form.getByLabel(/^New password/), wrong: ["", "short"], right: NEW_PASSWORD },
  {
    name: "confirmation",
    find: (form) => form.getByLabel(/^Confirm new password/),
    wrong: ["", "something else"],
    right: NEW_PASSWORD,
  },
];

const emailField = (name: string | RegExp, right: () => string): Field => ({
  name: "email",
  find: (form) => form.getByRole("textbox", { name }),
  wrong: ["", "reader@"],
  right,
});

const cardFields = (right: { postal: string }): Field[] => [
  {
    name: "cardholder name",
    find: (form) => form.getByRole("textbox", { name: /^Name on card/ }),
    wrong: [""],
    right: "Pat Pressed",
  },
  {
    name: "card number",
    find: (form) => form.getByRole("textbox", { name: "Card number" }),
    // The provider names an incomplete number once the reader leaves the field.
    wrong: ["4242"],
    right: "4242424242424242",
  },
  {
    name: "expiry",
    find: (form) => form.getByRole("textbox", { name: /^Expiration date/ }),
    right: EXPIRY,
  },
  {
    name: "security code",
    find: (form) => form.getByRole("textbox", { name: /^Security code/ }),
    right: "123",
  },
  {
    name: "country",
    find: (form) => form.getByRole("combobox", { name: /^Country/ }),
    wrong: [""],
    right: "United States",
    select: true,
  },
  {
    name: "postal code",
    find: (form) => form.getByRole("textbox", { name: /^ZIP/ }),
    wrong: [""],
    right: right.postal,
  },
];

/** Ana at checkout with a plan in her cart, her billing address given, at the card form. */
async function atPayment(): Promise<Visit> {
  const visited = await openSignedIn(SIGNED_IN_PAGES.checkout);
  const { page } = visited;
  const address = page.getByRole("form", { name: "Billing Address" });
  await address.getByRole("textbox", { name: "Address", exact: true }).fill("350 Fifth Avenue");
  await address.getByRole("combobox", { name: /^Country/ }).selectOption("US");
  await address.getByRole("textbox", { name: /^City/ }).fill("New York");
  await address.getByRole("combobox", { name: /^State/ }).selectOption("NY");
  await address.getByRole("textbox", { name: /^ZIP/ }).fill("10118");
  await address.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("form", { name: "Payment" }).getByRole("textbox", { name: "Card number" }).waitFor();
  return visited;
}

/** The account page of a reader of its own, with one row's form open. */
async function atAccountRow(edit: string): Promise<Visit> {
  const visited = await openSignedIn({ path: "/account/", reader: newReader(), ready: ".b-account-row--password" });
  await visited.page.getByRole("button", { name: edit }).click();
  return visited;
}

const FORMS: readonly FormCase[] = [
  {
    title: "log in",
    open: () => openAnonymous(DEMO_PAGES.login, "login"),
    form: (page) => island(page, "login"),
    submit: "Log in",
    fields: [
      emailField("Email", () => "ana.reader@example.test"),
      { name: "password", find: (form) => form.getByLabel(/^Password/), wrong: ["", ""], right: FIXTURE_PASSWORD },
    ],
    provoke: "submit",
    call: { method: "POST", path: /^\/identity\/public\/v1\/auth\/login$/ },
    done: (page) => page.waitForURL(`${preview.origin}/account/`),
    lastFixed: ["password"],
  },
  {
    title: "sign up",
    open: () => openAnonymous(DEMO_PAGES.signup, "sign-up"),
    form: (page) => island(page, "sign-up"),
    submit: "Create account",
    fields: [
      emailField("Email", uniqueAddress),
      { name: "password", find: (form) => form.getByLabel(/^Password/), wrong: ["", "short"], right: NEW_PASSWORD },
      {
        name: "confirmation",
        find: (form) => form.getByLabel(/^Confirm password/),
        wrong: ["", "something else"],
        right: NEW_PASSWORD,
      },
    ],
    provoke: "submit",
    call: { method: "POST", path: /^\/identity\/public\/v1\/signup$/ },
    done: (page) => page.waitForURL(`${preview.origin}/account/`),
    lastFixed: ["confirmation", "password"],
  },
  {
    title: "forgot password",
    open: () => openAnonymous(DEMO_PAGES["forgot-password"], "forgot-password"),
    form: (page) => island(page, "forgot-password"),
    submit: "Send reset link",
    fields: [emailField(/Email address/, () => "ana.reader@example.test")],
    provoke: "submit",
    call: { method: "POST", path: /^\/identity\/public\/v1\/password\/reset$/ },
    done: (page) => page.getByRole("heading", { name: "Check your email" }).waitFor(),
    lastFixed: ["email"],
  },
  {
    title: "request a one-time link",
    open: () => openAnonymous(DEMO_PAGES["one-time-login"], "one-time-login"),
    form: (page) => island(page, "one-time-login"),
    submit: "Send sign-in link",
    fields: [emailField(/Email address/, () => "ana.reader@example.test")],
    provoke: "submit",
    call: { method: "POST", path: /^\/identity\/public\/v1\/auth\/magiclink$/ },
    done: (page) => page.getByText("We sent a one-time sign-in link to ana.reader@example.test.").waitFor(),
    lastFixed: ["email"],
  },
  {
    title: "reset password",
    open: () => {
      // The emailed link's code, as the reader who asked for a reset follows it.
      const { nonce } = preview.fake.identity.store.issueNonce("reset-password", newReader());
      return openAnonymous(`/account/reset-password/?nonce=${nonce}`, "reset-password");
    },
    form: (page) => island(page, "reset-password"),
    submit: "Reset password",
    fields: NEW_PASSWORD_FIELDS,
    provoke: "submit",
    call: { method: "PUT", path: /^\/identity\/public\/v1\/password\/reset\/[^/]+$/ },
    done: (page) => page.getByRole("heading", { name: "Password reset" }).waitFor(),
    lastFixed: ["confirmation", "password"],
  },
  {
    title: "checkout's billing address",
    open: () => openSignedIn(SIGNED_IN_PAGES.checkout),
    form: (page) => page.getByRole("form", { name: "Billing Address" }),
    submit: "Continue",
    fields: [
      {
        name: "address",
        find: (form) => form.getByRole("textbox", { name: "Address", exact: true }),
        wrong: [""],
        right: "350 Fifth Avenue",
      },
      // The state's control follows the country (a list for the United States), so the country comes first.
      {
        name: "country",
        find: (form) => form.getByRole("combobox", { name: /^Country/ }),
        wrong: [""],
        right: "United States",
        select: true,
      },
      {
        name: "state",
        find: (form) => form.getByLabel(/^State/),
        wrong: [""],
        right: "New York",
        select: true,
      },
      { name: "city", find: (form) => form.getByRole("textbox", { name: /^City/ }), wrong: [""], right: "New York" },
      { name: "postal code", find: (form) => form.getByRole("textbox", { name: /^ZIP/ }), wrong: [""], right: "10118" },
    ],
    provoke: "leave",
    call: { method: "POST", path: /^\/sales\/public\/v1\/checkout\/order$/ },
    done: (page) => page.getByRole("form", { name: "Payment" }).waitFor(),
    lastFixed: ["postal code"],
  },
  {
    title: "checkout's card form",
    open: atPayment,
    form: (page) => page.getByRole("form", { name: "Payment" }),
    submit: "Continue",
    fields: cardFields({ postal: "10118" }),
    provoke: "submit",
    call: { method: "POST", path: /^\/__fake-stripe\/v1\/payment_methods$/ },
    done: (page) => page.getByRole("button", { name: "Submit payment" }).waitFor(),
    lastFixed: ["cardholder name", "card number"],
  },
  {
    title: "update payment method",
    open: () => openSignedIn(SIGNED_IN_PAGES["payment-method-form"]),
    form: (page) => page.getByRole("form", { name: "Update payment method" }),
    submit: "Update card",
    fields: cardFields({ postal: "10118" }),
    provoke: "submit",
    call: { method: "POST", path: /^\/__fake-stripe\/v1\/payment_methods$/ },
    done: (page) => page.getByText("Your payment method has been updated.").waitFor(),
    lastFixed: ["cardholder name", "card number"],
  },
  {
    title: "account management's email address",
    open: () => atAccountRow("Edit email address"),
    form: (page) => page.locator(".b-account-row--email form"),
    submit: "Save",
    fields: [emailField(/Email address/, uniqueAddress)],
    provoke: "submit",
    call: { method: "PATCH", path: /^\/identity\/public\/v1\/profile$/ },
    done: (page) => page.getByText("Your email address was updated.").waitFor(),
    lastFixed: ["email"],
  },
  {
    title: "account management's password",
    open: () => atAccountRow("Change password"),
    form: (page) => page.locator(".b-account-row--password form"),
    submit: "Save",
    fields: [
      {
        name: "current password",
        find: (form) => form.getByLabel(/^Current password/),
        wrong: ["", ""],
        right: FIXTURE_PASSWORD,
      },
      ...NEW_PASSWORD_FIELDS,
    ],
    provoke: "submit",
    call: { method: "PUT", path: /^\/identity\/public\/v1\/password$/ },
    done: (page) => page.getByText("Your password was updated.").waitFor(),
    lastFixed: ["confirmation", "password"],
  },
];

/** Whether a field shows a message now (the card provider's stand-in marks its own fields the same way). */
async function showsMessage(field: Locator): Promise<boolean> {
  return (await field.getAttribute("aria-invalid")) === "true";
}

/** The messages a form shows, its fields' and the card provider's. */
function messages(form: Locator): Locator {
  return form.locator(".c-input__error, .c-card-fields__error:not(:empty)");
}

const rightOf = (field: Field) => (typeof field.right === "string" ? field.right : field.right());

/** Sets a value directly, as the messages are only being drawn. */
async function setValue(control: Locator, value: string): Promise<void> {
  // The billing address's state is a text field until a country with a list of states is chosen.
  if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(value);
  else await control.fill(value);
}

/** Waits for a condition of the page, naming it when it never comes. */
async function eventually(check: () => Promise<boolean>, what: string, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Draws every message the form can show, round by round, checking each field shows its own. */
async function provokeMessages(spec: FormCase, form: Locator): Promise<void> {
  const withMessages = spec.fields.filter((field) => field.wrong);
  const rounds = Math.max(...withMessages.map((field) => field.wrong?.length ?? 0));
  for (let round = 0; round < rounds; round++) {
    for (const field of spec.fields) {
      const control = field.find(form);
      const wrong = field.wrong?.[round] ?? field.wrong?.at(-1);
      if (wrong !== undefined) await setValue(control, wrong);
      else if (round === 0) await control.fill(rightOf(field));
      // "leave": focus goes on to the next field, so this one is left as it is.
      if (spec.provoke === "leave") await control.focus();
    }
    const first = spec.fields[0]?.find(form);
    if (!first) throw new Error(`${spec.title} has no fields`);
    if (spec.provoke === "submit") await first.press("Enter");
    else await first.focus();
    for (const field of withMessages) {
      await eventually(() => showsMessage(field.find(form)), `${spec.title}: ${field.name} shows its message`);
    }
  }
  expect(await messages(form).count()).toBeGreaterThanOrEqual(withMessages.length);
}

/** Puts each field right by typing, `last` the last of them; focus stays in it. */
async function fixByTyping(spec: FormCase, form: Locator, last: string): Promise<void> {
  const order = [
    ...spec.fields.filter((field) => field.name !== last),
    ...spec.fields.filter((field) => field.name === last),
  ];
  const page = form.page();
  for (const field of order) {
    if (!field.wrong && field.name !== last) continue;
    const control = field.find(form);
    await control.focus();
    if (!field.select) await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(rightOf(field));
  }
  const lastControl = order.at(-1)?.find(form);
  expect(await lastControl?.evaluate((element) => element === document.activeElement)).toBe(true);
}

/**
 * One press of the control as a person makes it: the pointer moved to its centre, the button held 80 ms. The page
 * reports the control's box as the button goes down (before its blur) and as it comes up, and the clicks the
 * control receives, through a binding that outlives a navigation the submit may start.
 */
async function pressOnce(page: Page, control: Locator): Promise<Box> {
  await control.scrollIntoViewIfNeeded();
  await control.evaluate((element) => {
    const report = (window as unknown as { reportPress: (kind: string, box: unknown) => Promise<void> }).reportPress;
    const box = () => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    window.addEventListener("mousedown", () => void report("down", box()), { capture: true, once: true });
    window.addEventListener("mouseup", () => void report("up", box()), { capture: true, once: true });
    element.addEventListener("click", () => void report("click", null));
  });
  const before = await control.boundingBox();
  if (!before) throw new Error("The submit control has no box");
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_DELAY_MS);
  await page.mouse.up();
  return before;
}

const rounded = (box: Box | null) =>
  box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };

describe("Every identity and commerce form submits with one press once its messages are put right", () => {
  const cases = FORMS.flatMap((spec) => [
    ...spec.lastFixed.map((last) => ({ title: spec.title, spec, last, press: "click" })),
    { title: spec.title, spec, last: spec.lastFixed[0] ?? "", press: "Enter" },
  ]);

  it.each(cases)(
    "$title: $last fixed last, then one $press",
    async ({ spec, last, press }) => {
      const visited = await spec.open();
      const { page } = visited;
      try {
        const reports: PressReport = { down: null, up: null, clicks: 0 };
        await page.exposeFunction("reportPress", (kind: string, box: Box | null) => {
          if (kind === "down") reports.down = box;
          else if (kind === "up") reports.up = box;
          else reports.clicks += 1;
        });
        const calls: string[] = [];
        page.on("request", (request) => {
          const { pathname } = new URL(request.url());
          if (request.method() === spec.call.method && spec.call.path.test(pathname)) calls.push(pathname);
        });
        const form = spec.form(page);
        await provokeMessages(spec, form);
        await fixByTyping(spec, form, last);
        // The messages went as the values were put right, not on the blur the press brings.
        expect(await messages(form).allTextContents()).toEqual([]);

        const submit = form.getByRole("button", { name: spec.submit, exact: true });
        if (press === "click") {
          const before = await pressOnce(page, submit);
          await eventually(async () => reports.up !== null, "the page reports the mouse-up");
          expect({ down: rounded(reports.down), up: rounded(reports.up) }).toEqual({
            down: rounded(before),
            up: rounded(before),
          });
          await spec.done(page);
          expect(reports.clicks).toBe(1);
        } else {
          await page.keyboard.press("Enter");
          await spec.done(page);
        }
        expect(calls).toHaveLength(1);
        expect(visited.problems).toEqual([]);
      } finally {
        await visited.close();
      }
    },
    60000,
  );
});
