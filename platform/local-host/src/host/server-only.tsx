import { createContext, useContext, type ReactNode } from "react";

const ServerOnlyContext = createContext(false);

/**
 * Marks a subtree the browser never renders (a static feature). Content it fetches stays on the server: only
 * what hydrated blocks read is handed to the browser.
 */
export function ServerOnly({ children }: { children?: ReactNode }) {
  return <ServerOnlyContext.Provider value={true}>{children}</ServerOnlyContext.Provider>;
}

export function useServerOnly(): boolean {
  return useContext(ServerOnlyContext);
}
