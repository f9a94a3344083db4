export { Button, BUTTON_SIZES, BUTTON_VARIANTS } from "./button";
export type { ButtonElementProps, ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from "./button";
