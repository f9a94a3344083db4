/**
 * The card provider's card fields (number, expiry, CVC) mounted in the page, with the provider's own message
 * under them (commerce-and-identity §8: "Card provider errors shown under the card fields"). The fields are the
 * provider's: what the reader types there never passes through React or Sales.
 */
import { useEffect, useId, useRef, useState } from "react";
import type { CardElement, CardProvider } from "./commerce/card-provider";

export interface CardFieldsProps {
  /** Null while the provider loads: the fields' place is kept. */
  provider: CardProvider | null;
  label: string;
  /** A refusal the owner got from the provider (creating the payment method), shown under the fields. */
  error?: string | null;
  disabled?: boolean;
  /** The mounted element (null once it is gone), which the owner passes to createCardPaymentMethod. */
  onElement: (element: CardElement | null) => void;
  /** Whether the fields hold a complete card, as the provider judges it. */
  onComplete?: (complete: boolean) => void;
  className?: string;
}

export function CardFields({
  provider,
  label,
  error,
  disabled = false,
  onElement,
  onComplete,
  className,
}: CardFieldsProps) {
  const id = useId();
  const holder = useRef<HTMLDivElement>(null);
  const element = useRef<CardElement | null>(null);
  const [providerError, setProviderError] = useState<string | null>(null);
  /*
   * The owner's refusal the reader has since answered by changing the card: it no longer describes what the
   * fields hold, so it goes until the owner reports again (owners clear theirs when a new attempt starts).
   */
  const [answered, setAnswered] = useState<string | null>(null);
  const [lastError, setLastError] = useState(error);
  if (error !== lastError) {
    setLastError(error);
    if (!error) setAnswered(null);
  }
  // The callbacks may change each render; the fields are mounted once per provider.
  const callbacks = useRef({ onElement, onComplete, error });
  useEffect(() => {
    callbacks.current = { onElement, onComplete, error };
  });

  useEffect(() => {
    const node = holder.current;
    if (!provider || !node) return undefined;
    const card = provider.elements().create("card", { hidePostalCode: true });
    card.on("change", (event) => {
      setProviderError(event.error?.message ?? null);
      setAnswered(callbacks.current.error ?? null);
      callbacks.current.onComplete?.(event.complete);
    });
    card.mount(node);
    element.current = card;
    callbacks.current.onElement(card);
    return () => {
      element.current = null;
      callbacks.current.onElement(null);
      card.destroy();
    };
  }, [provider]);

  useEffect(() => {
    element.current?.update({ disabled });
  }, [disabled, provider]);

  const message = (error && error !== answered ? error : null) || providerError;
  return (
    <div className={["c-card-fields", className].filter(Boolean).join(" ")}>
      <span id={`${id}-label`} className="c-card-fields__label">
        {label}
      </span>
      <div
        ref={holder}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-error` : undefined}
        aria-busy={provider === null}
        className="c-card-fields__fields"
      />
      <p id={`${id}-error`} role="alert" className="c-card-fields__error">
        {message ?? ""}
      </p>
    </div>
  );
}
