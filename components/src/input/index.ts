export * from "./input";
export * from "./text-input";
export * from "./select";
export type { InputBaseProps, InputProps, RadioInputProps, SelectInputProps, TextInputProps } from "./input-types";
export type { InputOption } from "./input-options";
