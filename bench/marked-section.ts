/**
 * BENCHMARKS.md is made of sections between HTML comment markers, so that one part of the bench
 * (`--only explorer`, `--only tests`, …) can rewrite its own section and keep the others.
 */
export interface Markers { start: string; end: string }

/**
 * `doc` with the section between `markers` replaced by `section`; without one, `section` goes
 * before the marker `before` when the document has it, else at the end.
 */
export function withMarkedSection(doc: string, markers: Markers, section: string, before?: string): string {
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  if (start >= 0 && end > start) return `${doc.slice(0, start)}${section}${doc.slice(end + markers.end.length)}`;
  const next = before === undefined ? -1 : doc.indexOf(before);
  if (next >= 0) return `${doc.slice(0, next)}${section}\n\n${doc.slice(next)}`;
  return `${doc.trimEnd()}\n\n${section}\n`;
}

/** The section between `markers` in `doc`, markers included; null when `doc` has none. */
export function markedSectionOf(doc: string, markers: Markers): string | null {
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  return start >= 0 && end > start ? doc.slice(start, end + markers.end.length) : null;
}
