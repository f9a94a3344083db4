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
export type { ThemeStylesheetOptions } from "./stylesheet";
export {
  FONT_FILES,
  FONT_STACKS,
  PRELOAD_FONT_FILES,
  SANS_FAMILY,
  SERIF_FAMILY,
  UNICODE_RANGES,
  fontFaceStylesheet,
  fontUrl,
} from "./fonts";
export type { FontFile, FontSubset, FontUrl } from "./fonts";
export { FontFaces } from "./font-faces";
export type { FontFacesProps } from "./font-faces";
