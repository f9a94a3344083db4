export * from "./address-fieldset";
