/**
 * published.json with the mini release's reference figures (mini-reference.ts, computed
 * independently of the build) in place of the paper's, and the registry's figures they answer:
 * what `reproduce --check` tests and the mutation tests compare a build of the mini release with.
 */
import { FIGURES, type Figure } from '../../src/reproduce/figures.ts';
import { loadPublished, type PublishedDocument } from '../../src/reproduce/published.ts';
import { literalOf, miniReferenceFigures } from './mini-reference.ts';

function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const s of path.slice(0, -1)) node = node[s] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

export interface ReferencePaper { doc: PublishedDocument; figures: Figure[] }

export function referencePaper(releaseDir: string): ReferencePaper {
  const doc = loadPublished();
  const figures: Figure[] = [];
  const written = new Map<string, string>();
  for (const ref of miniReferenceFigures(releaseDir)) {
    const figure = FIGURES.find((f) => f.id === ref.id);
    if (!figure) throw new Error(`reference figure ${ref.id} is not in the registry (src/reproduce/figures.ts)`);
    if (JSON.stringify(figure.published.path) !== JSON.stringify(ref.path)) throw new Error(`reference figure ${ref.id}: path ${JSON.stringify(ref.path)}, the registry reads ${JSON.stringify(figure.published.path)}`);
    const where = JSON.stringify(ref.path);
    // Two figures read one published value (common support and full panel): both only when equal.
    if (written.has(where)) {
      if (written.get(where) !== JSON.stringify(ref.value)) continue;
    } else {
      const literal = literalOf(ref.value, figure.precision.kind === 'count');
      setAt(doc.literals, ref.path, literal);
      setAt(doc.values, ref.path, typeof literal === 'boolean' ? literal : Array.isArray(literal) ? literal.map(Number) : Number(literal));
      written.set(where, JSON.stringify(ref.value));
    }
    figures.push(figure);
  }
  return { doc, figures };
}
