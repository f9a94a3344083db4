import { useEffect, useRef, useState } from "react";
import { AddressFieldset, Button, SubmitForm } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  addressFormValues,
  useAddressFields,
  type AddressFieldName,
  type BillingAddress,
} from "@broadsheet/arc-client";
import type { SubscriptionView } from "./subscription-data";

export interface AddressChangeProps {
  subscription: SubscriptionView;
  locale: string;
  /** Sends the cleaned address (line2 left out when empty); a throw keeps the form, filled, with the error. */
  onSave: (address: BillingAddress) => Promise<void>;
  onClose: () => void;
}

const FIELD_NAMES: readonly AddressFieldName[] = ["line1", "line2", "country", "locality", "region", "postal"];

/**
 * A subscription's billing address change (commerce-and-identity §7 subscription/address), in place of the card's
 * actions: checkout's address fields and §5 rules, starting from the address Sales holds. Focus moves into it
 * when it opens (the card gives it back to its button when it closes); Escape cancels, as on the confirmations.
 */
export function AddressChange({ subscription, locale, onSave, onClose }: AddressChangeProps) {
  const phrases = usePhrases();
  const t = phrases.t.bind(phrases);
  const [values, setValues] = useState(() => addressFormValues(subscription.billingAddress));
  const [showErrors, setShowErrors] = useState(false);
  const { fields, validation } = useAddressFields(values, setValues, locale);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.querySelector<HTMLElement>("input, select")?.focus();
  }, []);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const element = root.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close.current();
    };
    element?.addEventListener("keydown", onKey);
    return () => element?.removeEventListener("keydown", onKey);
  }, []);

  // The form's own check is the browser's: each field carries §5's verdict (a blank-but-spaced line passes
  // `required`), so a refused Save marks every field at fault and focuses the first.
  useEffect(() => {
    for (const name of FIELD_NAMES) {
      const control = root.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
      control?.setCustomValidity(fields.errors[name] ?? "");
    }
  });

  return (
    <div ref={root} className="b-subscriptions__address-change">
      <SubmitForm
        aria-label={t("subscription-blocks.address-form", {
          product: subscription.productName || t("subscription-blocks.subscription"),
        })}
        submitLabel={t("subscription-blocks.address-save")}
        validation="fields"
        onInvalid={() => setShowErrors(true)}
        onSubmit={() => onSave(validation.address)}
        errorOf={() => t("subscription-blocks.address-error")}
        secondary={<Button onClick={onClose}>{t("subscription-blocks.address-cancel")}</Button>}
      >
        <AddressFieldset
          {...fields}
          showErrors={showErrors}
          legend={t("subscription-blocks.billing-address")}
          idPrefix={`b-subscriptions-address-${subscription.subscriptionID}`}
        />
      </SubmitForm>
    </div>
  );
}
