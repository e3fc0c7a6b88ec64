/**
 * The release a page was built from, as the page footer states it (Base.astro writes it as JSON):
 * copied tables and view citations name it.
 */
import type { CopySource } from '../table-copy.ts';

export function pageRelease(): CopySource['release'] {
  const script = document.querySelector('script[data-page-release]');
  if (!script) throw new Error('page has no release (script[data-page-release] in the footer)');
  return JSON.parse(script.textContent ?? '') as CopySource['release'];
}
