import { forwardRef, useId } from "react";
import { hasContent } from "../join/has-content";
import { describedBy, FieldMessages, RequiredMark } from "./field-messages";
import { usableOptions } from "./input-options";
import type { SelectInputProps } from "./input-types";
import { KeptInputStyles } from "./kept-styles";
import { useValidation, validatedControlProps } from "./use-validation";
import { classNames } from "../utils/class-names";

export const SelectControl = forwardRef<HTMLSelectElement, SelectInputProps>(function SelectControl(
  {
    label,
    id,
    tip,
    validationErrorMessage,
    showDefaultError,
    onChange,
    className,
    type: _type,
    options,
    placeholder,
    required,
    onBlur,
    onInvalid,
    "aria-describedby": ownDescribedBy,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const controlId = id || generatedId;
  const validation = useValidation({ showDefaultError, validationErrorMessage });
  const choices = usableOptions(options);
  if (!hasContent(label) || choices.length === 0) return null;

  const messages = { error: validation.error, tip, errorId: `${controlId}-error`, tipId: `${controlId}-tip` };
  return (
    <div className={classNames("c-input", "c-input--select", className)}>
      <label className="c-input__label" htmlFor={controlId}>
        {label}
        <RequiredMark required={required} />
      </label>
      <select
        {...rest}
        ref={ref}
        id={controlId}
        required={required}
        className="c-input__control"
        aria-describedby={describedBy(messages, ownDescribedBy)}
        {...validatedControlProps(validation, { onBlur, onInvalid, onChange })}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages {...messages} />
      <KeptInputStyles />
    </div>
  );
});
