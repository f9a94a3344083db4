export { breakpoints, cssVariables, media, token } from "./tokens";
export type {
  ColorToken,
  FontSizeToken,
  RadiusToken,
  ShadowToken,
  SizeToken,
  SpaceToken,
  Theme,
  ThemeTokens,
} from "./tokens";
export { news } from "./news";
export { commerce } from "./commerce";
export { themes, themeStylesheet } from "./stylesheet";
export type { ThemeName } from "./stylesheet";
export { ThemeStyles } from "./theme-styles";
export type { ThemeStylesProps } from "./theme-styles";
