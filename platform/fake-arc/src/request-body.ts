/** Reading a request's JSON body, for every service of the fake. */
import { badParameter } from "./fake-arc-error";

/** A JSON body as an object; anything else is a 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badParameter("body", "must be JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badParameter("body", "must be an object");
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}
