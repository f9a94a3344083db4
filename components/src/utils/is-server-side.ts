/**
 * True while rendering on the server. For effects and event handlers only: a part renders the same HTML on
 * both sides, so returning early on the server would break hydration.
 */
export function isServerSide(): boolean {
  return typeof window === "undefined" || typeof document === "undefined";
}
