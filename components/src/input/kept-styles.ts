import { serverPart } from "@broadsheet/kit";

/**
 * The fields' look never changes once rendered: the server writes it into the page, and the islands do not carry
 * it. Each field renders it last inside its root, as an empty `display: contents` element that adds no box.
 */
export const KeptInputStyles = serverPart(() => import("./input.styles").then((module) => module.InputStyles), {
  hoistedOnly: true,
});
