/**
 * Fixed material for evidence and rationales (evidence-bank.json): per family the excerpts an
 * evaluator would cite for a compliant or a violating run, what "no opportunity" looked like, and
 * the reason clause of a rationale per modality and verdict. (Code lines and files:
 * evidence-material.ts.)
 */
import { z } from 'zod';
import { FAMILIES, MODALITIES, type Family, type Modality } from '../../src/release/vocab.ts';
import { parseBank } from './bank.ts';
import bank from './evidence-bank.json' with { type: 'json' };

/** Families whose evidence quotes code from the task's repository rather than a transcript excerpt. */
export type CodeQuotingFamily = 'code_style' | 'quantitative_limits';
export type ExcerptFamily = Exclude<Family, CodeQuotingFamily>;
const EXCERPT_FAMILIES = FAMILIES.filter((f): f is ExcerptFamily => f !== 'code_style' && f !== 'quantitative_limits') as [ExcerptFamily, ...ExcerptFamily[]];

interface Excerpts { where: string; whereTitle: string; quotes: readonly ((path: string) => string)[] }
type VerdictTexts = { pass: string; fail: string; partial: string };
const VerdictTextsSchema = z.strictObject({ pass: z.string(), fail: z.string(), partial: z.string() });
const BankSchema = z.strictObject({
  family_excerpts: z.record(z.enum(EXCERPT_FAMILIES), z.strictObject({ where: z.string(), whereTitle: z.string(), quotes: z.array(z.string()).min(1) })),
  observations: z.record(z.enum(MODALITIES), VerdictTextsSchema),
  no_opportunity: z.record(z.enum(FAMILIES), z.array(z.string()).min(1)),
  reasons: z.record(z.enum(MODALITIES), VerdictTextsSchema),
});
const BANK = parseBank(BankSchema, bank, 'evidence-bank.json');

/** A quote with `{path}` slots as a function of the file path (split once: the writer runs millions of times at scale). */
function quoteOf(text: string): (path: string) => string {
  const parts = text.split('{path}');
  return parts.length === 1 ? () => text : (path) => parts.join(path);
}

/**
 * Neutral excerpts an evaluator would cite, per family, given one of the task repository's files.
 * They say where the evaluator looked; the observation clause after them says what it found,
 * so an excerpt never contradicts the rule being scored.
 */
export const FAMILY_EXCERPTS: Readonly<Record<ExcerptFamily, Excerpts>> = mapValues(BANK.family_excerpts, (e) => ({ where: e.where, whereTitle: e.whereTitle, quotes: e.quotes.map(quoteOf) }));
function mapValues<K extends string, A, B>(record: Record<K, A>, f: (a: A) => B): Record<K, B> {
  return Object.fromEntries(Object.entries<A>(record).map(([k, a]) => [k, f(a)])) as Record<K, B>;
}

/** What the evaluator found, by modality and verdict (limit rules report a measurement instead). */
export const OBSERVATIONS: Readonly<Record<Modality, VerdictTexts>> = BANK.observations;
/** What "no opportunity" looked like, per family. */
export const NO_OPPORTUNITY: Readonly<Record<Family, readonly string[]>> = BANK.no_opportunity;
/** The rationale's reason clause, by modality and verdict. */
export const REASONS: Readonly<Record<Modality, VerdictTexts>> = BANK.reasons;
