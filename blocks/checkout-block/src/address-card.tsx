import { AddressFieldset, SubmitForm } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  BotChallenge,
  useAddressFields,
  type AddressFormValues,
  type BillingAddress,
  type BotChallengeHandle,
} from "@broadsheet/arc-client";

export interface AddressFormProps {
  locale: string;
  values: AddressFormValues;
  onChange: (values: AddressFormValues) => void;
  challenge: BotChallengeHandle;
  /** Creates the order with the cleaned address (line2 left out when empty). */
  onSubmit: (address: BillingAddress) => Promise<void>;
  errorOf: (thrown: unknown) => string | null;
  cannotSubmit: boolean;
}

/** §2 Billing Address: the address form; Continue stays disabled until the address is valid (§5). */
export function AddressForm({
  locale,
  values,
  onChange,
  challenge,
  onSubmit,
  errorOf,
  cannotSubmit,
}: AddressFormProps) {
  const phrases = usePhrases();
  const { fields, validation } = useAddressFields(values, onChange, locale);
  return (
    <SubmitForm
      aria-label={phrases.t("checkout-block.billing-address")}
      submitLabel={phrases.t("checkout-block.continue")}
      cannotSubmit={cannotSubmit || !validation.valid}
      onSubmit={() => onSubmit(validation.address)}
      errorOf={errorOf}
      ready={() => {
        if (!challenge.missing) return true;
        challenge.failed(null);
        return false;
      }}
      footer={<BotChallenge challenge={challenge} />}
    >
      <AddressFieldset {...fields} legend={phrases.t("checkout-block.billing-address")} idPrefix="b-checkout-address" />
    </SubmitForm>
  );
}
