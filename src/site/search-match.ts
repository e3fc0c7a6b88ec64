/**
 * Whether a page Pagefind returned really matches the query. Pagefind stems each query word
 * before looking it up, and a stem can be far shorter than the word typed: "zzzz" stems to "z",
 * which matches every page with a lone "z" (SQL's `z` column). A page counts when every word of
 * the query shares its first three letters (all of a shorter word) with a word of the page —
 * loose enough for every stem Pagefind means ("rules" → "rule", "running" → "run"), strict
 * enough to drop those. Browser-safe, pure.
 */
const words = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export function matchesQuery(query: string, content: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return false;
  const present = new Set<string>();
  for (const w of words(content)) present.add(w.slice(0, 3));
  return wanted.every((q) => {
    const head = q.slice(0, 3);
    if (head.length === 3) return present.has(head);
    // A word of one or two letters: a page word that starts with it.
    return words(content).some((w) => w.startsWith(q));
  });
}
