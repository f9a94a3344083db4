import { searchURL } from "@broadsheet/components";
import { navigate } from "./navigate";

/** Sends a search form's query to /search/{query} (encoded); a blank query goes nowhere. */
export function submitSearch(form: HTMLFormElement): void {
  const input = form.elements.namedItem("q");
  const url = searchURL(input instanceof HTMLInputElement ? input.value : "");
  if (url !== "") navigate(url);
}
