/**
 * Small string helpers shared by the text writers: template filling, choice, capitalisation and
 * clipping to a schema limit. Kept free of regular expressions because the evidence writer runs
 * millions of times in the scaled benchmark.
 */
import type { Random } from '../../src/stats/random.ts';

/** A slot value: a plain string, or a tuple of related strings read as `{slot.field}`. */
export type SlotValue = string | Readonly<Record<string, string>>;
export type Slots = Readonly<Record<string, readonly SlotValue[]>>;
/** The values drawn for one rule: slot name -> chosen value. */
export type SlotChoice = Record<string, SlotValue>;

/** One element of `items`, drawn uniformly. Throws on an empty list (a bank bug, never data). */
export function pick<T>(rng: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('sim/text/fill.ts: pick() from an empty list');
  return items[rng.int(items.length)] as T;
}

/** Draws one value per slot. */
export function drawSlots(rng: Random, slots: Slots | undefined): SlotChoice {
  const choice: SlotChoice = {};
  if (slots === undefined) return choice;
  for (const name of Object.keys(slots)) choice[name] = pick(rng, slots[name] as readonly SlotValue[]);
  return choice;
}

/** Number of distinct slot combinations a template can produce (an upper bound on its distinct texts). */
export function slotCombinations(slots: Slots | undefined): number {
  if (slots === undefined) return 1;
  let n = 1;
  for (const name of Object.keys(slots)) n *= (slots[name] as readonly SlotValue[]).length;
  return n;
}

/**
 * Replaces `{name}` and `{name.field}` in `template` with the drawn values. An unknown slot or
 * field is a bank bug and throws with the template text so it can be found.
 */
export function fill(template: string, choice: SlotChoice): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const close = template.indexOf('}', open);
    if (close < 0) throw new Error(`sim/text/fill.ts: unclosed "{" in template "${template}"`);
    out += template.slice(i, open);
    const key = template.slice(open + 1, close);
    const dot = key.indexOf('.');
    const name = dot < 0 ? key : key.slice(0, dot);
    const value = choice[name];
    if (value === undefined) throw new Error(`sim/text/fill.ts: template "${template}" uses slot "${name}" that has no values`);
    if (typeof value === 'string') {
      if (dot >= 0) throw new Error(`sim/text/fill.ts: template "${template}" reads field of plain slot "${name}"`);
      out += value;
    } else {
      const field = dot < 0 ? 'text' : key.slice(dot + 1);
      const fieldValue = value[field];
      if (fieldValue === undefined) throw new Error(`sim/text/fill.ts: template "${template}" reads missing field "${field}" of slot "${name}"`);
      out += fieldValue;
    }
    i = close + 1;
  }
  return out + template.slice(i);
}

/** First character upper-cased (templates never start with a code span or proper noun that matters). */
export function capitalise(s: string): string {
  return s.length === 0 ? s : s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * First character lower-cased, for embedding an imperative sentence after a lead-in
 * ("Also, never commit …"). Leaves code spans, quotes and words in `KEEP_CASE` alone.
 */
export function decapitalise(s: string): string {
  if (s.length < 2) return s;
  const first = s.charAt(0);
  if (first === '`' || first === '"' || first === '*') return s;
  const space = s.indexOf(' ');
  const word = space < 0 ? s : s.slice(0, space);
  if (KEEP_CASE.has(word)) return s;
  // An acronym ("CI", "SQL") keeps its case.
  if (s.charAt(1) >= 'A' && s.charAt(1) <= 'Z') return s;
  return first.toLowerCase() + s.slice(1);
}
const KEEP_CASE = new Set(['Python', 'TypeScript', 'JavaScript', 'Go', 'Rust', 'Kotlin', 'Swift', 'Java', 'C', 'GitHub', 'Markdown', 'English', 'German', 'French', 'Spanish', 'Japanese', 'Portuguese', 'Terraform', 'Docker', 'React', 'British', 'American', 'SQL', 'Conventional', 'I']);

/**
 * Shortens `s` to at most `max` characters, cutting at a word boundary and ending with "…".
 * Used only as a last guard: the banks are written to stay within the limits.
 */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.lastIndexOf(' ', max - 1);
  return (cut > max / 2 ? s.slice(0, cut) : s.slice(0, max - 1)) + '…';
}

/** True when an imperative sentence opens with a condition ("When …", "If …"). */
export function startsWithCondition(s: string): boolean {
  return s.startsWith('When ') || s.startsWith('If ') || s.startsWith('Whenever ') || s.startsWith('Unless ') || s.startsWith('Before ') || s.startsWith('After ');
}
