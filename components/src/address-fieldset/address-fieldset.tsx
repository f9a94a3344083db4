import { useState, type ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { hasContent } from "../join/has-content";
import type { InputOption } from "../input/input-options";
import { Select } from "../input/select";
import { TextInput } from "../input/text-input";
import { classNames } from "../utils/class-names";

export type AddressFieldName = "line1" | "line2" | "country" | "locality" | "region" | "postal";

export type AddressValues = Record<AddressFieldName, string>;

export interface AddressFieldsetProps {
  legend: ReactNode;
  /** The fields are controlled: the owner validates the whole address as it changes. */
  values: AddressValues;
  onChange: (field: AddressFieldName, value: string) => void;
  labels: Record<AddressFieldName, string>;
  /**
   * The message of each field at fault now. A field shows its message once the reader has left it (or with
   * `showErrors`), and the message goes as soon as the owner no longer gives one.
   */
  errors?: Partial<Record<AddressFieldName, string>>;
  /** Shows every field's message at once (after a refused submit). */
  showErrors?: boolean;
  countries: InputOption[];
  /** The region's choices (the US states); without them the region is free text. */
  regions?: InputOption[] | null;
  /** The empty first choice of the selects. */
  choosePlaceholder?: string;
  disabled?: boolean;
  /** Ids are `<idPrefix>-<field>`, so a page with two address forms keeps them apart. */
  idPrefix: string;
  className?: string;
}

const StyledFieldset = styled.fieldset.withConfig({ componentId: "bs-address-fieldset" })`
  display: grid;
  gap: var(--bs-space-md);
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  .c-address-fieldset__legend {
    margin-block-end: var(--bs-space-sm);
    padding: 0;
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-md);
    font-weight: var(--bs-font-weight-bold);
  }
`;

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  line1: "address-line1",
  line2: "address-line2",
  country: "country",
  locality: "address-level2",
  region: "address-level1",
  postal: "postal-code",
};

/**
 * A billing address's labelled fields (line 1, line 2, country, city, region, postal code), each with its message
 * beside it. Presentational: the country and region lists and the rules come from the owner (arc-client's
 * countryOptions, US_STATES and validateBillingAddress), so checkout and the subscription's address change
 * share one form.
 */
export function AddressFieldset({
  legend,
  values,
  onChange,
  labels,
  errors = {},
  showErrors = false,
  countries,
  regions,
  choosePlaceholder = "",
  disabled,
  idPrefix,
  className,
}: AddressFieldsetProps) {
  const [left, setLeft] = useState<ReadonlySet<AddressFieldName>>(() => new Set());
  const field = (name: AddressFieldName, required = true) => {
    const error = errors[name];
    return {
      id: `${idPrefix}-${name}`,
      name,
      label: labels[name],
      required,
      disabled,
      value: values[name],
      autoComplete: AUTOCOMPLETE[name],
      onChange: (value: string) => onChange(name, value),
      onBlur: () => setLeft((old) => (old.has(name) ? old : new Set(old).add(name))),
      showDefaultError: hasContent(error) && (showErrors || left.has(name)),
      validationErrorMessage: error,
    };
  };
  const regionChoices = regions && regions.length > 0 ? regions : null;
  return (
    <StyledFieldset className={classNames("c-address-fieldset", className)}>
      <legend className="c-address-fieldset__legend">{legend}</legend>
      <TextInput {...field("line1")} />
      <TextInput {...field("line2", false)} />
      <Select {...field("country")} type="select" options={countries} placeholder={choosePlaceholder} />
      <TextInput {...field("locality")} />
      {regionChoices ? (
        // A key per kind, so switching the country swaps the control instead of reusing its validation state.
        <Select
          key="choice"
          {...field("region")}
          type="select"
          options={regionChoices}
          placeholder={choosePlaceholder}
        />
      ) : (
        <TextInput key="text" {...field("region")} />
      )}
      <TextInput {...field("postal")} />
    </StyledFieldset>
  );
}
