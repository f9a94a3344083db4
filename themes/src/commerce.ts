import { FONT_STACKS } from "./fonts";
import type { Theme } from "./tokens";
import { news } from "./news";

/**
 * Offers, checkout and account pages: the interface sans throughout (forms and prices read as interface, not as
 * stories), rounder shapes and a green that reads as "go". The newspaper's fonts, so a reader moving from a story
 * to checkout downloads nothing new for the text.
 */
export const commerce: Theme = {
  name: "commerce",
  tokens: {
    ...news.tokens,
    color: {
      ...news.tokens.color,
      surface: "#f5f7f8",
      border: "#cfd6db",
      primary: "#12694f",
      secondary: "#243746",
      link: "#12694f",
      "link-hover": "#0b4a37",
      focus: "#0f62fe",
    },
    font: {
      body: FONT_STACKS.sans,
      heading: FONT_STACKS.sans,
      ui: news.tokens.font.ui,
      mono: news.tokens.font.mono,
    },
    lineHeight: { tight: "1.25", body: "1.5", article: news.tokens.lineHeight.article },
    radius: { sm: "4px", md: "8px", lg: "12px", pill: "999px" },
  },
  desktop: news.desktop,
  dark: news.dark && {
    ...news.dark,
    surface: "#1c1f21",
    border: "#3a4146",
    primary: "#6fd1ad",
    "primary-contrast": "#08231a",
    secondary: "#d3dde4",
    link: "#6fd1ad",
    "link-hover": "#a3e4cc",
  },
};
