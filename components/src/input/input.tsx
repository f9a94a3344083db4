import { forwardRef, type Ref } from "react";
import type { InputProps } from "./input-types";
import { RadioGroup } from "./radio-group";
import { SelectControl } from "./select-control";
import { TextControl } from "./text-control";

/**
 * A labelled form field: text, email, password, select or a radio group. The browser checks the value on
 * blur (and on submit); an error shows in an alert the control is described by, otherwise the tip does.
 */
export const Input = forwardRef<HTMLInputElement | HTMLSelectElement, InputProps>(function Input(props, ref) {
  // `type` decides the element, so the ref is narrowed to the one this form renders.
  if (props.type === "select") return <SelectControl {...props} ref={ref as Ref<HTMLSelectElement>} />;
  if (props.type === "radio") return <RadioGroup {...props} ref={ref as Ref<HTMLInputElement>} />;
  return <TextControl {...props} ref={ref as Ref<HTMLInputElement>} />;
});
