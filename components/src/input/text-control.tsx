import { forwardRef, useId } from "react";
import { hasContent } from "../join/has-content";
import { describedBy, FieldMessages, RequiredMark } from "./field-messages";
import type { TextInputProps } from "./input-types";
import { KeptInputStyles } from "./kept-styles";
import { useValidation, validatedControlProps } from "./use-validation";
import { classNames } from "../utils/class-names";

const TEXT_TYPES = ["text", "email", "password"] as const;

export const TextControl = forwardRef<HTMLInputElement, TextInputProps>(function TextControl(
  {
    label,
    id,
    tip,
    validationErrorMessage,
    showDefaultError,
    onChange,
    className,
    type,
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
  if (!hasContent(label)) return null;

  const messages = { error: validation.error, tip, errorId: `${controlId}-error`, tipId: `${controlId}-tip` };
  const safeType = TEXT_TYPES.find((allowed) => allowed === type) ?? "text";
  return (
    <div className={classNames("c-input", `c-input--${safeType}`, className)}>
      <label className="c-input__label" htmlFor={controlId}>
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        {...rest}
        ref={ref}
        id={controlId}
        type={safeType}
        required={required}
        className="c-input__control"
        aria-describedby={describedBy(messages, ownDescribedBy)}
        {...validatedControlProps(validation, { onBlur, onInvalid, onChange })}
      />
      <FieldMessages {...messages} />
      <KeptInputStyles />
    </div>
  );
});
