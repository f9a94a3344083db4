import { forwardRef, useId } from "react";
import { hasContent } from "../join/has-content";
import { describedBy, FieldMessages, RequiredMark } from "./field-messages";
import { usableOptions } from "./input-options";
import type { RadioInputProps } from "./input-types";
import { KeptInputStyles } from "./kept-styles";
import { useValidation } from "./use-validation";
import { classNames } from "../utils/class-names";

/** Radios under a legend. The ref reaches the first radio, where focus goes when the group is in error. */
export const RadioGroup = forwardRef<HTMLInputElement, RadioInputProps>(function RadioGroup(
  {
    label,
    name,
    id,
    tip,
    validationErrorMessage,
    showDefaultError,
    required,
    disabled,
    value,
    defaultValue,
    onChange,
    className,
    options,
  },
  ref,
) {
  const generatedId = useId();
  const groupId = id || generatedId;
  const validation = useValidation({ showDefaultError, validationErrorMessage });
  const choices = usableOptions(options);
  if (!hasContent(label) || choices.length === 0) return null;

  const messages = { error: validation.error, tip, errorId: `${groupId}-error`, tipId: `${groupId}-tip` };
  return (
    // radiogroup (allowed on fieldset) rather than the implicit group: it is the role that takes aria-invalid.
    <fieldset
      id={groupId}
      // ARIA in HTML allows radiogroup on a fieldset; the lint rule's list of elements does not know it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
      role="radiogroup"
      className={classNames("c-input", "c-input--radio", className)}
      aria-invalid={validation.error !== null}
      aria-describedby={describedBy(messages)}
      disabled={disabled}
      onBlur={(event) => {
        // Moving between the radios is not leaving the field; only leaving the group is.
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        const first = event.currentTarget.querySelector<HTMLInputElement>("input[type=radio]");
        if (first) validation.check(first);
      }}
    >
      <legend className="c-input__label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className="c-input__options">
        {choices.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          return (
            <div className="c-input__option" key={option.value}>
              <input
                ref={index === 0 ? ref : undefined}
                id={optionId}
                className="c-input__radio"
                type="radio"
                name={name || groupId}
                value={option.value}
                required={required}
                disabled={option.disabled}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onInvalid={validation.onInvalid}
                onChange={(event) => {
                  validation.recheck(event.currentTarget);
                  onChange?.(event.currentTarget.value);
                }}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <FieldMessages {...messages} />
      <KeptInputStyles />
    </fieldset>
  );
});
