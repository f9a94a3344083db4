/**
 * Why a content source gave no content, with the HTTP status a host should answer: Fusion reads `statusCode`
 * off what a source throws (404 for a story the content API does not have, and the host serves its not-found
 * page), so the property carries Fusion's name.
 */
export class ContentSourceError extends Error {
  override readonly name = "ContentSourceError";
  readonly statusCode: number;

  constructor(message: string, statusCode: number, options?: { cause?: unknown }) {
    super(message, options);
    if (!Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) {
      throw new RangeError(`ContentSourceError: ${statusCode} is not an HTTP error status (400–599)`);
    }
    this.statusCode = statusCode;
  }
}

/**
 * The HTTP status a failed content fetch calls for, or undefined for a failure that names none. Read by shape,
 * not by class: a bundle may hold two copies of kit, and Fusion's own convention is the `statusCode` property.
 */
export function contentErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("statusCode" in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === "number" && Number.isInteger(statusCode) && statusCode >= 400 && statusCode <= 599
    ? statusCode
    : undefined;
}
