/** Fields of a JSON body as the provider stand-ins send them (numbers accepted where text is expected). */
export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = body[name];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function textField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
