/** Colours as #rrggbb; scenes mix them for haze (far things take the sky's colour) and for light and shade. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: [number, number, number]): string {
  const clamp = (channel: number): number => Math.max(0, Math.min(255, Math.round(channel)));
  return "#" + ((1 << 24) | (clamp(red) << 16) | (clamp(green) << 8) | clamp(blue)).toString(16).slice(1);
}

/** `from` moved `amount` (0..1) of the way to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

export function darken(hex: string, amount: number): string {
  return mix(hex, "#000000", amount);
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, "#ffffff", amount);
}
