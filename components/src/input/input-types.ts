import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import type { InputOption } from "./input-options";

export interface InputBaseProps {
  /** Always shown: a field without a label renders nothing. */
  label: ReactNode;
  name?: string;
  /** Defaults to a generated id, which ties the label and the messages to the control. */
  id?: string;
  /** Help under the control, replaced by the error while there is one. */
  tip?: ReactNode;
  /** Shown instead of the browser's message when the value is invalid. */
  validationErrorMessage?: string;
  /** Shows the error straight away, for a verdict the server gave (the message, or `global.invalid-field`). */
  showDefaultError?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Controlled value; leave unset and use `defaultValue` to let the field keep its own. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  className?: string;
}

type Own = keyof InputBaseProps | "type" | "children";

export interface TextInputProps extends InputBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, Own> {
  type?: "text" | "email" | "password";
}

export interface SelectInputProps
  extends InputBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, Own | "multiple"> {
  type: "select";
  options: InputOption[];
  /** A first, empty choice; with `required`, leaving it selected is invalid. */
  placeholder?: string;
}

export interface RadioInputProps extends InputBaseProps {
  type: "radio";
  options: InputOption[];
}

export type InputProps = TextInputProps | SelectInputProps | RadioInputProps;
