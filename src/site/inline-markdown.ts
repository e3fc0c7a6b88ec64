/**
 * Rule texts in the release are written in Markdown, but only code spans carry meaning there
 * (`npm test`, `src/`); everything else is shown as the plain text it is. This splits a text into
 * text and code parts following CommonMark's code-span rule (spec 0.31, §6.1): a run of n
 * backticks opens a span that the next run of exactly n backticks closes; line endings inside
 * become spaces; one leading and one trailing space are stripped when both are present and the
 * content is not all spaces; an opener with no closer stays literal text. The parts are rendered
 * by InlineMarkdown.astro as text nodes (escaped by Astro), never as HTML.
 */
interface InlinePart {
  kind: 'text' | 'code';
  text: string;
}

export function inlineMarkdownParts(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const push = (kind: InlinePart['kind'], text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.kind === 'text' && kind === 'text') last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let textStart = 0;
  while (i < source.length) {
    if (source[i] !== '`') { i++; continue; }
    const runStart = i;
    while (source[i] === '`') i++;
    const fence = i - runStart;
    const close = findClosingRun(source, i, fence);
    if (close === -1) continue; // literal backticks: stay inside the text part
    push('text', source.slice(textStart, runStart));
    push('code', codeContent(source.slice(i, close)));
    i = close + fence;
    textStart = i;
  }
  push('text', source.slice(textStart));
  return parts;
}

/** Index of the next run of exactly `fence` backticks from `from`, or −1. */
function findClosingRun(source: string, from: number, fence: number): number {
  let i = from;
  while (i < source.length) {
    if (source[i] !== '`') { i++; continue; }
    const start = i;
    while (source[i] === '`') i++;
    if (i - start === fence) return start;
  }
  return -1;
}

function codeContent(raw: string): string {
  const flat = raw.replace(/\r\n|\r|\n/g, ' ');
  return flat.length >= 2 && flat.startsWith(' ') && flat.endsWith(' ') && flat.trim() !== '' ? flat.slice(1, -1) : flat;
}

/** The text without its code-span backticks, for attributes and meta text (no markup there). */
export function plainText(source: string): string {
  return inlineMarkdownParts(source).map((p) => p.text).join('');
}
