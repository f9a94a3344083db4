import type { ReactNode } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { createHostState, LocalHostProvider } from "@broadsheet/local-host";
import { Price } from "./index";

function onSite(arcSite: string) {
  const state = createHostState({ arcSite });
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <LocalHostProvider state={state}>{children}</LocalHostProvider>;
  };
}

describe("Price", () => {
  it("shows the amount with the currency symbol", () => {
    const { container } = render(<Price amount={9.99} currency="USD" />);
    const root = container.firstElementChild;
    expect(root).toHaveClass("c-price");
    expect(root).not.toHaveClass("c-price--sale");
    expect(root).toHaveTextContent("$9.99");
    expect(container.querySelector(".c-price__current")).toHaveTextContent("$9.99");
    expect(container.querySelector("del")).toBeNull();
  });

  it("shows a currency outside the spec's table by its code", () => {
    const { container } = render(<Price amount={12} currency="CHF" locale="en-US" />);
    expect(container.querySelector(".c-price__current")?.textContent).toBe("CHF\u00a012.00");
  });

  it("writes the number in the site's locale", () => {
    const { container } = render(<Price amount={9.99} currency="EUR" />, { wrapper: onSite("le-quotidien") });
    expect(container.querySelector(".c-price__current")?.textContent).toBe("9,99\u00a0€");
  });

  it("lets a locale prop override the site's", () => {
    render(<Price amount={9.99} currency="EUR" locale="en-US" />, { wrapper: onSite("le-quotidien") });
    expect(screen.getByText("€9.99")).toBeInTheDocument();
  });

  it("strikes through a higher original price, labelled for screen readers", () => {
    const { container } = render(
      <Price amount={4.99} originalAmount={9.99} currency="USD" originalLabel="Was" saleLabel="Now" />,
    );
    const root = container.firstElementChild;
    expect(root).toHaveClass("c-price", "c-price--sale");
    expect(container.querySelector("del.c-price__original")).toHaveTextContent("Was $9.99");
    expect(container.querySelector("ins.c-price__current")).toHaveTextContent("Now $4.99");
    expect(root).toHaveTextContent("Was $9.99 Now $4.99");
    expect(container.querySelectorAll(".c-visually-hidden")).toHaveLength(2);
  });

  it("labels the prices from phrases by default", () => {
    const { container } = render(<Price amount={4.99} originalAmount={9.99} currency="USD" />);
    const labels = [...container.querySelectorAll(".c-visually-hidden")].map((label) => label.textContent?.trim());
    // The phrase text, or the key itself until the phrase is added.
    expect(labels[0]).toMatch(/original|global\.price-original/i);
    expect(labels[1]).toMatch(/sale|global\.price-sale/i);
  });

  it.each([
    ["equal to", 9.99],
    ["lower than", 4.99],
    ["unusable as", "n/a"],
  ])("shows no strike when the original is %s the amount", (_case, originalAmount) => {
    const { container } = render(<Price amount={9.99} originalAmount={originalAmount} currency="USD" />);
    expect(container.querySelector("del")).toBeNull();
    expect(container.firstElementChild).toHaveTextContent("$9.99");
    expect(container.firstElementChild).not.toHaveClass("c-price--sale");
  });

  it("merges className and passes attributes to the root", () => {
    const { container } = render(<Price amount={1} currency="GBP" className="b-offer__price" data-sku="gold" />);
    expect(container.firstElementChild).toHaveClass("c-price", "b-offer__price");
    expect(container.firstElementChild).toHaveAttribute("data-sku", "gold");
  });

  it.each([
    ["no amount", undefined, "USD"],
    ["an amount that is not a number", "free", "USD"],
    ["NaN", Number.NaN, "USD"],
    ["no currency", 9.99, undefined],
    ["a malformed currency", 9.99, "dollars"],
  ])("renders nothing for %s", (_case, amount, currency) => {
    const { container } = render(<Price amount={amount as number} currency={currency as string} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("never throws, whatever the props", () => {
    const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true });
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.string(), anything),
        fc.oneof(fc.constantFrom("USD", "EUR", "JPY"), fc.string(), anything),
        fc.option(fc.oneof(fc.double(), anything)),
        fc.option(fc.oneof(fc.constantFrom("en-US", "fr", "ja"), fc.string())),
        (amount, currency, originalAmount, locale) => {
          try {
            const { container } = render(
              <Price
                amount={amount as number}
                currency={currency as string}
                originalAmount={(originalAmount ?? undefined) as number | undefined}
                locale={locale ?? undefined}
              />,
            );
            expect(container.querySelectorAll(".c-price").length).toBeLessThanOrEqual(1);
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("has no axe violations, regular or on sale", async () => {
    const { container } = render(
      <div>
        <Price amount={9.99} currency="USD" />
        <Price amount={4.99} originalAmount={9.99} currency="USD" />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
