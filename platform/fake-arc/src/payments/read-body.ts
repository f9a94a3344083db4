import { badParameter } from "../fake-arc-error";

/** A JSON object body; anything else is a 400 (the stand-ins always send JSON). */
export async function readObject(request: Request): Promise<Record<string, unknown>> {
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

export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = body[name];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function textField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
