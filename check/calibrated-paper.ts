/**
 * A calibrated paper for tests of `reproduce --check`: published.json with each figure replaced by
 * a build's own value rounded to the paper's digits, so that build passes every figure under the
 * same derived tolerances, and any other build is judged as the check would judge it against a
 * paper that build reproduces.
 */
import type { CheckReport } from '../src/reproduce/check.ts';
import { publishedFigure } from '../src/reproduce/check.ts';
import { FIGURES } from '../src/reproduce/figures.ts';
import { valueAt, type PublishedDocument, type PublishedPath } from '../src/reproduce/published.ts';
import { writtenDecimals as decimalsOf } from '../src/reproduce/tolerances.ts';

export function setAt(root: unknown, path: PublishedPath, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const s of path.slice(0, -1)) node = node[s] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}


/**
 * The paper as if the unmutated build reproduced it: each numeric figure replaced by the build's
 * value rounded to the paper's digits (in the text it is extracted from, for a text figure);
 * bounds, booleans, text and sets are kept (the unmutated build must pass them as they are).
 */
export function calibrated(doc: PublishedDocument, report: CheckReport): PublishedDocument {
  const out: PublishedDocument = structuredClone(doc);
  for (const figure of FIGURES) {
    const line = report.lines.find((l) => l.id === figure.id)!;
    const { literal } = publishedFigure(doc, figure.published);
    if (literal === null || figure.precision.kind === 'upper_bound' || line.ours === null) continue;
    const lits = [literal].flat();
    const ours = [line.ours].flat() as number[];
    const rounded = ours.map((v, i) => v.toFixed(decimalsOf(lits[i]!)));
    if (figure.published.extract) {
      const text = valueAt(doc.values, figure.published.path) as string;
      const replaced = text.replace(lits[0]!, rounded[0]!);
      setAt(out.values, figure.published.path, replaced);
      setAt(out.literals, figure.published.path, replaced);
    } else {
      setAt(out.values, figure.published.path, Array.isArray(literal) ? rounded.map(Number) : Number(rounded[0]));
      setAt(out.literals, figure.published.path, Array.isArray(literal) ? rounded : rounded[0]);
    }
  }
  return out;
}
