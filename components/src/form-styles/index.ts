export * from "./form-styles";
