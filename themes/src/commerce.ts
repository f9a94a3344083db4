import type { Theme } from "./tokens";
import { news } from "./news";

/** Offers, checkout and account pages: a sans face, rounder shapes and a green that reads as "go". */
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
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      ui: news.tokens.font.ui,
      mono: news.tokens.font.mono,
    },
    lineHeight: { tight: "1.25", body: "1.5", article: news.tokens.lineHeight.article },
    radius: { sm: "4px", md: "8px", lg: "12px", pill: "999px" },
  },
  desktop: news.desktop,
};
