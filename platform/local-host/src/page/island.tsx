import type { ReactNode } from "react";
import type { Hydration } from "@broadsheet/kit";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "bs-island": {
        children?: ReactNode;
        style?: { display: "contents" };
        "data-name": string;
        "data-id": string;
        "data-trigger": Hydration;
        "data-fields": string;
      };
    }
  }
}

export interface IslandProps {
  name: string;
  id: string;
  trigger: Hydration;
  customFields: Record<string, unknown>;
  children: ReactNode;
}

/**
 * Marks server HTML that the browser takes over: the loader finds `bs-island`, waits for the
 * trigger, loads the block's bundle and hydrates this element with the same saved fields.
 */
export function Island({ name, id, trigger, customFields, children }: IslandProps) {
  return (
    <bs-island
      style={{ display: "contents" }}
      data-name={name}
      data-id={id}
      data-trigger={trigger}
      data-fields={JSON.stringify(customFields)}
    >
      {children}
    </bs-island>
  );
}
