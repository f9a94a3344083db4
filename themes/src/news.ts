import type { Theme } from "./tokens";

/** A newspaper: serif headlines, ink on paper, one blue for action. Text colours meet WCAG AA on their surfaces. */
export const news: Theme = {
  name: "news",
  tokens: {
    color: {
      text: "#1a1a1a",
      "text-muted": "#555555",
      background: "#ffffff",
      surface: "#f4f4f2",
      border: "#d6d6d1",
      primary: "#0b57a4",
      "primary-contrast": "#ffffff",
      secondary: "#2b2b2b",
      "secondary-contrast": "#ffffff",
      link: "#0b57a4",
      "link-hover": "#083f77",
      focus: "#1a73e8",
      danger: "#b3261e",
      "danger-surface": "#fdecea",
      warning: "#8a5300",
      "warning-surface": "#fff4e0",
      success: "#1d6b34",
      "success-surface": "#e7f4ea",
      info: "#0b5394",
      "info-surface": "#e8f1fb",
      overlay: "rgba(0, 0, 0, 0.6)",
    },
    font: {
      body: 'Georgia, "Times New Roman", serif',
      heading: 'Georgia, "Times New Roman", serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    fontSize: {
      xs: "0.75rem",
      sm: "0.875rem",
      md: "1rem",
      lg: "1.125rem",
      xl: "1.25rem",
      "2xl": "1.5rem",
      "3xl": "1.875rem",
      "4xl": "2.25rem",
    },
    lineHeight: { tight: "1.2", body: "1.6" },
    fontWeight: { regular: "400", bold: "700" },
    space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2rem", "2xl": "3rem" },
    radius: { sm: "2px", md: "4px", lg: "8px", pill: "999px" },
    shadow: {
      sm: "0 1px 2px rgba(0, 0, 0, 0.12)",
      md: "0 2px 8px rgba(0, 0, 0, 0.16)",
      lg: "0 8px 24px rgba(0, 0, 0, 0.2)",
    },
  },
  desktop: {
    fontSize: { "2xl": "1.75rem", "3xl": "2.25rem", "4xl": "3rem" },
    space: { xl: "2.5rem", "2xl": "4rem" },
  },
};
