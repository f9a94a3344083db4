/**
 * The Sales SDK's concurrency guard (commerce-and-identity §4 "Only one in-flight call per payment operation";
 * notes/arc-sdks.md §4): a second call while one is in flight rejects with the string "[Arc Sales SDK] <key>
 * cannot be called until the previous to <key> completes". A checkout ignores that rejection (the first call is
 * still running and will settle the form) instead of showing it as a payment failure.
 */
import { ARC_ERROR_CODES, toArcError } from "../errors";

/** The guard's keys. Subscription changes share the payment update keys, and PayU shares finalizePayment. */
export const GUARDED_SALES_OPERATIONS: readonly string[] = [
  "initializePayment",
  "finalizePayment",
  "finalize3DS",
  "initializePaymentUpdate",
  "finalizePaymentUpdate",
  "finalizePaymentUpdate3ds",
];

const OPERATION = /until the previous (?:call )?to (\S+) completes/i;

/** The operation named by a concurrency-guard rejection, or null for any other error. */
export function concurrentOperation(thrown: unknown): string | null {
  const error = toArcError(thrown);
  if (error.code !== ARC_ERROR_CODES.concurrentCall) return null;
  return OPERATION.exec(error.message)?.[1] ?? null;
}
