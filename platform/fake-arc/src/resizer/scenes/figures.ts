import { d, element, path } from "./svg";

/**
 * A person from the chest up seen from behind or afar, standing on `baseY`; `size` is head-top to base. The
 * building block of crowds, stands and market shoppers.
 */
export function figure(x: number, baseY: number, size: number, fill: string): string {
  const head = size * 0.13;
  const shoulderY = baseY - size * 0.62;
  const neckY = baseY - size * 0.7;
  return (
    path(
      d`M${x - size * 0.36} ${baseY} C${x - size * 0.38} ${shoulderY} ${x - size * 0.3} ${shoulderY} ${x - size * 0.07} ${neckY} L${x + size * 0.07} ${neckY} C${x + size * 0.3} ${shoulderY} ${x + size * 0.38} ${shoulderY} ${x + size * 0.36} ${baseY} Z`,
      fill,
    ) + element("ellipse", { cx: x, cy: baseY - size + head * 1.1, rx: head * 0.9, ry: head * 1.1, fill })
  );
}

/** An arm raised from the shoulder on the given side (-1 left, 1 right), as in a cheer or a protest. */
export function raisedArm(x: number, baseY: number, size: number, side: number, fill: string): string {
  const shoulderX = x + side * size * 0.26;
  const shoulderY = baseY - size * 0.58;
  return path(
    d`M${shoulderX - size * 0.06} ${shoulderY} L${shoulderX + side * size * 0.12} ${shoulderY - size * 0.62} L${shoulderX + side * size * 0.2} ${shoulderY - size * 0.6} L${shoulderX + size * 0.08} ${shoulderY} Z`,
    fill,
  );
}
