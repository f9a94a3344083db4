import type { DurationUnit, PricingStrategy, Rate } from "./retail-types";

/** Days per unit (spec §9): a month is 30 days and a year 360, as Arc counts them. */
export const DAYS: Record<DurationUnit, number> = { Day: 1, Week: 7, Month: 30, Year: 360 };
export const DAY_MS = 86_400_000;

/** One bill's span in days. */
export function cycleDays(rate: Rate): number {
  return rate.billingCount * DAYS[rate.billingFrequency];
}

/** How many bills a phase holds; UntilCancelled repeats for ever. */
export function cyclesIn(rate: Rate): number {
  if (rate.duration === "UntilCancelled") return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.round((rate.durationCount * DAYS[rate.duration]) / cycleDays(rate)));
}

export interface Cycle {
  rate: Rate;
  /** The cycle's charge, a number of currency units. */
  amount: number;
  /** When the cycle starts (and is charged), ms since the epoch. */
  startsAt: number;
  endsAt: number;
}

/**
 * The `index`th bill (1 is the first, due at the start) of a strategy starting at `start`: the phases are
 * walked in order, each bill lasting its rate's billing span. Undefined past the last phase of a strategy
 * that ends.
 */
export function cycleAt(strategy: PricingStrategy, index: number, start: number): Cycle | undefined {
  let remaining = index;
  let at = start;
  for (const rate of strategy.rates) {
    const cycles = cyclesIn(rate);
    const span = cycleDays(rate) * DAY_MS;
    if (remaining <= cycles) {
      const startsAt = at + (remaining - 1) * span;
      return { rate, amount: Number(rate.amount), startsAt, endsAt: startsAt + span };
    }
    remaining -= cycles;
    at += cycles * span;
  }
  return undefined;
}

/** Money rounded to cents, as every total the fake answers is. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
