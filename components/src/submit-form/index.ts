export { SubmitForm } from "./submit-form";
export type { FieldValues, SubmitFormProps } from "./submit-form";
