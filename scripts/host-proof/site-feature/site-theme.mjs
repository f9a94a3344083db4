/** The site team's styled-components theme, given to the page through ThemeProvider. */
export const siteTheme = {
  colors: { accent: "rgb(178, 34, 52)" },
  fonts: { label: "system-ui, sans-serif" },
};
