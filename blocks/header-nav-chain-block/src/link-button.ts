import type { KeyboardEvent, MouseEvent } from "react";

/**
 * What makes a link act as a button once JavaScript runs: the role, a click that does not follow the link, and
 * Space (Enter already clicks a link). The header's menu and close controls are links without JavaScript (they
 * open and close the drawer as the page's target); staying the same element after hydration keeps their icons
 * as the server drew them.
 */
export function linkAsButton(action: (element: HTMLElement) => void) {
  return {
    role: "button",
    onClick: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      action(event.currentTarget);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== " ") return;
      event.preventDefault();
      action(event.currentTarget);
    },
  } as const;
}
