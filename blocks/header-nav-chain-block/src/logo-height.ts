/**
 * The logo's height in the top bar, in CSS px. A module of its own: the kept logo and styles use it, the chain's
 * code (logo-visibility's scroll handling) does not.
 */
export const LOGO_HEIGHT = 40;
