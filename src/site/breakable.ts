/**
 * Break opportunities in names and ids from the release: a token (a run without white space)
 * longer than LONG_TOKEN characters is cut into pieces of BREAK_EVERY characters, between which a
 * page puts a <wbr>. One unbroken 64-character name then cannot widen its table column past the
 * screen, while ordinary words stay whole (cells keep `overflow-wrap: break-word`, site.css).
 * Characters are counted as code points, so a surrogate pair is never cut.
 */
export const LONG_TOKEN = 20;
export const BREAK_EVERY = 10;

/** The pieces of `text` (their concatenation is `text`) between which a line may break. */
export function breakablePieces(text: string): string[] {
  const pieces: string[] = [];
  let pending = '';
  for (const part of text.split(/(\s+)/)) {
    const chars = Array.from(part);
    if (chars.length <= LONG_TOKEN || /^\s+$/.test(part)) {
      pending += part;
      continue;
    }
    for (let i = 0; i < chars.length; i += BREAK_EVERY) {
      pending += chars.slice(i, i + BREAK_EVERY).join('');
      if (i + BREAK_EVERY < chars.length) {
        pieces.push(pending);
        pending = '';
      }
    }
  }
  pieces.push(pending);
  return pieces;
}
