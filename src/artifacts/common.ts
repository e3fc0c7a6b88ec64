/**
 * Small shapes shared by the entity artifacts: an estimate with its interval, and a
 * pass/qualifying breakdown. A statistic that is undefined (no qualifying verdicts, zero
 * variance) is null with a note, never NaN.
 */
import { z } from 'zod';

/** A finite number (NaN and ±Infinity are rejected, so they can never reach an artifact). */
export const Finite = z.number().refine(Number.isFinite, 'must be a finite number');

/** A point estimate with its 95% interval (percent for accuracies). null = undefined. */
export const Estimate = z.strictObject({
  value: Finite.nullable(),
  lower: Finite.nullable(),
  upper: Finite.nullable(),
});
export type Estimate = z.infer<typeof Estimate>;

/** Passes over qualifying verdicts of one group (family, surface, round, ...). */
export const Breakdown = z.strictObject({
  /** Stable id of the group (a vocabulary id, a round number as text, a task id ...). */
  key: z.string().min(1),
  passes: z.number().int().min(0),
  qualifying: z.number().int().min(0),
  /** 100 · passes / qualifying; null when qualifying = 0. */
  acc: Finite.nullable(),
});
export type Breakdown = z.infer<typeof Breakdown>;

/** A breakdown row with the 95% task-clustered bootstrap interval of its acc (null ends where undefined). */
export const BreakdownWithInterval = z.strictObject({ ...Breakdown.shape, lower: Finite.nullable(), upper: Finite.nullable() });
export type BreakdownWithInterval = z.infer<typeof BreakdownWithInterval>;
