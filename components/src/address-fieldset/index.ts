export { AddressFieldset } from "./address-fieldset";
export type { AddressFieldName, AddressFieldsetProps, AddressValues } from "./address-fieldset";
