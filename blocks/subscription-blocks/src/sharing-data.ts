/** A subscription's sharing details (commerce-and-identity §3 "Shared subscription", §7 sharing). */
import { finite, list, record, text } from "./read";

export interface Sharing {
  /** How many associates the product allows (Sales' numSharesAllowed); null when Sales does not say. */
  allowed: number | null;
  associates: { email: string; subscriptionID: number }[];
}

export function readSharing(value: unknown): Sharing {
  const answer = record(value);
  return {
    allowed: finite(answer.numSharesAllowed),
    associates: list(answer.sharedSubscriptions)
      .map(record)
      .map((one) => ({ email: text(one.email), subscriptionID: finite(one.subscriptionID) }))
      .filter((one): one is { email: string; subscriptionID: number } => one.subscriptionID !== null),
  };
}
