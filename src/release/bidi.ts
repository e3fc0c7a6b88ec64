/**
 * Release text inside a longer plain-text string (a citation, a list of names): when it holds a
 * bidi control, it is wrapped in U+2068 … U+2069 (first-strong isolate … pop isolate), so an
 * override in it (U+202E) ends with it instead of reversing the text after it.
 */
export function isolateBidi(text: string): string {
  return /[\u202a-\u202e\u2066-\u2069]/.test(text) ? `\u2068${text}\u2069` : text;
}
