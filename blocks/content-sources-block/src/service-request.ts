import { CONTENT_TIMEOUT_MS, ContentSourceError, type ContentSourceContext } from "@broadsheet/kit/content-source";

/** A value for the query string; undefined leaves the param out. */
export type QueryValue = string | number | undefined;

export interface ServiceRequest {
  /** The source asking, for messages. */
  source: string;
  /** Path segments under the content base; each is encoded, so a value can never add a segment. */
  segments: readonly string[];
  /** A trailing slash where the service's path has one (the signing service's). */
  trailingSlash?: boolean;
  query: Readonly<Record<string, QueryValue>>;
}

/** The content base, checked: where it is missing the message names the setting, as the spec's origin errors do. */
export function contentBase(source: string, context: ContentSourceContext): string {
  const base = context.contentBase.trim();
  if (base === "") {
    throw new Error(`${source}: Content base not set in CONTENT_BASE for this environment.`);
  }
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`${source}: CONTENT_BASE "${base}" is not a URL.`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${source}: CONTENT_BASE "${base}" is not an http(s) URL.`);
  }
  return base.replace(/\/+$/, "");
}

/** The request's URL: every segment through encodeURIComponent, every query value through URLSearchParams. */
export function serviceUrl(base: string, request: ServiceRequest): string {
  const path = request.segments.map((segment) => encodeURIComponent(segment)).join("/");
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const query = search.toString();
  return `${base}/${path}${request.trailingSlash ? "/" : ""}${query ? `?${query}` : ""}`;
}

/** What an Arc service says went wrong: `{ httpStatus, code, message }`, or nothing readable. */
async function serviceProblem(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string") {
      const code = "code" in body && typeof body.code === "string" ? `${body.code}: ` : "";
      return ` (${code}${body.message.slice(0, 200)})`;
    }
  } catch {
    // A body that is not JSON says nothing more than the status.
  }
  return "";
}

/**
 * GETs one JSON document from a content service. An error status becomes a ContentSourceError with that status
 * (a 404 lets the host answer 404); a body that is not JSON a 502, since the service, not the caller, is at fault;
 * no answer within the context's time limit a 504.
 */
export async function getJson(context: ContentSourceContext, request: ServiceRequest): Promise<unknown> {
  const url = serviceUrl(contentBase(request.source, context), request);
  const where = `/${request.segments.join("/")}`;
  const headers: Record<string, string> = { accept: "application/json" };
  if (context.accessToken !== "") headers.authorization = `Bearer ${context.accessToken}`;

  const timeoutMs = context.timeoutMs ?? CONTENT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await (context.fetch ?? fetch)(url, { headers, signal });
  } catch (cause) {
    if (signal.aborted) {
      throw new ContentSourceError(`${request.source}: ${where} did not answer within ${timeoutMs} ms`, 504, { cause });
    }
    throw new ContentSourceError(`${request.source}: ${where} could not be reached`, 502, { cause });
  }
  if (!response.ok) {
    const status = response.status >= 400 && response.status <= 599 ? response.status : 502;
    const problem = await serviceProblem(response);
    throw new ContentSourceError(`${request.source}: ${where} answered ${response.status}${problem}`, status);
  }
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    if (signal.aborted) {
      throw new ContentSourceError(`${request.source}: ${where} did not finish within ${timeoutMs} ms`, 504, { cause });
    }
    throw new ContentSourceError(`${request.source}: ${where} answered a document that is not JSON`, 502, { cause });
  }
}
