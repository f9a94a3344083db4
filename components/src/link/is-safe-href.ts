// The rule lives in kit, which also checks editors' url fields with it; the design system re-exports it.
export { isSafeHref, isWebHref } from "@broadsheet/kit";
