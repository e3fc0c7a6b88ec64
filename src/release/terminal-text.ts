/**
 * Text for a terminal or a log: release text is untrusted, and a control character in it would be
 * executed by the terminal (ESC starts a sequence that can clear the screen or move the cursor; a
 * newline or carriage return forges a line of output such as "fake.jsonl:1: ok"), a bidi control
 * reorders what follows. Each such character is written as a visible escape instead: \n, \r, \t,
 * else \u followed by 4 hex digits (as in JSON), e.g. ESC → \u001b, U+202E → \u202e.
 *
 * Escaped: C0 controls U+0000–U+001F, DEL U+007F, C1 controls U+0080–U+009F, the bidi controls
 * U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, and the separators U+2028, U+2029.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
