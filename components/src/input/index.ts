export { Input } from "./input";
export { TextInput } from "./text-input";
export { Select } from "./select";
export type { InputBaseProps, InputProps, RadioInputProps, SelectInputProps, TextInputProps } from "./input-types";
export type { InputOption } from "./input-options";
