import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { CardFields } from "./card-fields";
import type { CardElement, CardProvider } from "./commerce/card-provider";

const STRIPE = readFileSync(join(__dirname, "../../local-host/resources/commerce/stripe.js"), "utf8");

/** The preview's Stripe.js stand-in: its card fields are labelled inputs; nothing here reaches its API. */
function standInProvider(): CardProvider {
  const page = window as unknown as { Stripe?: (key: string) => CardProvider };
  if (!page.Stripe) new Function(STRIPE)();
  return (page.Stripe as (key: string) => CardProvider)("pk_test_fields");
}

describe("CardFields", () => {
  it("keeps the fields' place, labelled and busy, while the provider loads", () => {
    render(<CardFields provider={null} label="Card details" onElement={() => undefined} />);
    const group = screen.getByRole("group", { name: "Card details" });
    expect(group).toHaveAttribute("aria-busy", "true");
    expect(group).toBeEmptyDOMElement();
  });

  it("mounts the provider's labelled card fields under the label and hands the element over", async () => {
    const elements: Array<CardElement | null> = [];
    const { container, unmount } = render(
      <CardFields provider={standInProvider()} label="Card details" onElement={(element) => elements.push(element)} />,
    );
    const group = screen.getByRole("group", { name: "Card details" });
    expect(group).toHaveAttribute("aria-busy", "false");
    expect(screen.getByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Expiration date (MM / YY)" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Security code (CVC)" })).toBeInTheDocument();
    // The billing postal code is the checkout's own field, so the provider's is hidden.
    expect(screen.queryByRole("textbox", { name: "ZIP or postal code" })).toBeNull();
    expect(elements).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    expect(elements.at(-1)).toBeNull();
  });

  it("shows the provider's own message under the fields and describes the fields by it", async () => {
    const user = userEvent.setup();
    const completes: boolean[] = [];
    render(
      <CardFields
        provider={standInProvider()}
        label="Card details"
        onElement={() => undefined}
        onComplete={(complete) => completes.push(complete)}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Card number" }), "4242");
    await user.tab();
    const message = await screen.findByText("Your card number is incomplete.");
    expect(message).toHaveAttribute("role", "alert");
    expect(screen.getByRole("group", { name: "Card details" })).toHaveAccessibleDescription(
      "Your card number is incomplete.",
    );
    expect(completes.at(-1)).toBe(false);
  });

  it("shows the owner's refusal (from creating the payment method) in the same place", () => {
    render(
      <CardFields provider={null} label="Card details" error="Your card was declined." onElement={() => undefined} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Your card was declined.");
  });

  it("takes the owner's refusal away once the reader changes the card, and shows it again on a new refusal", async () => {
    const user = userEvent.setup();
    const provider = standInProvider();
    const fields = (error: string | null) => (
      <CardFields provider={provider} label="Card details" error={error} onElement={() => undefined} />
    );
    const { rerender } = render(fields("Your card was declined."));
    const number = await screen.findByRole("textbox", { name: "Card number" });
    expect(screen.getByRole("alert")).toHaveTextContent("Your card was declined.");
    await user.type(number, "4");
    expect(screen.getByRole("alert")).toHaveTextContent("");
    // A new attempt clears the owner's message; its refusal is the reader's news again.
    rerender(fields(null));
    rerender(fields("Your card was declined."));
    expect(screen.getByRole("alert")).toHaveTextContent("Your card was declined.");
  });

  it("disables the provider's fields with the form", async () => {
    const provider = standInProvider();
    const { rerender } = render(<CardFields provider={provider} label="Card details" onElement={() => undefined} />);
    rerender(<CardFields provider={provider} label="Card details" disabled onElement={() => undefined} />);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Card number" })).toBeDisabled());
  });
});
