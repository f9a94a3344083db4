export { Input } from "./input";
export type { InputBaseProps, InputProps, RadioInputProps, SelectInputProps, TextInputProps } from "./input-types";
export type { InputOption } from "./input-options";
