export { Input } from "./input";
export { TextInput } from "./text-input";
export type { InputBaseProps, InputProps, RadioInputProps, SelectInputProps, TextInputProps } from "./input-types";
export type { InputOption } from "./input-options";
