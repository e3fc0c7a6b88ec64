/**
 * Facet filter over a <DataTable>'s rows: checkbox groups (name = facet) select values; a row is
 * in when, for every facet with a selection, one of its values (data-<facet>, space-separated)
 * is selected. Selections live in the URL (?family=a,b&method=regex) so a filtered view can be
 * shared and is restored on load. Rows out get data-facet-out; the table re-renders itself.
 */
import { readFacets, writeFacets } from '../url-state.ts';

export function initFacets(form: HTMLFormElement, section: HTMLElement): void {
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]')];
  const names = [...new Set(boxes.map((b) => b.name))];
  const status = form.querySelector('[data-facet-status]');
  const { facets } = readFacets(new URLSearchParams(location.search), names);
  for (const box of boxes) box.checked = facets[box.name]?.includes(box.value) ?? false;

  function apply(updateUrl: boolean): void {
    const selected: Record<string, string[]> = {};
    for (const name of names) selected[name] = boxes.filter((b) => b.name === name && b.checked).map((b) => b.value);
    const rows = [...section.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    let inCount = 0;
    for (const tr of rows) {
      const inside = names.every((name) => {
        const want = selected[name]!;
        if (want.length === 0) return true;
        const have = (tr.getAttribute(`data-${name}`) ?? '').split(' ');
        return want.some((v) => have.includes(v));
      });
      if (inside) { tr.removeAttribute('data-facet-out'); inCount++; } else tr.setAttribute('data-facet-out', '');
    }
    if (status) status.textContent = `${inCount} of ${rows.length} rules match the selected facets`;
    section.dispatchEvent(new Event('hif:refilter'));
    if (updateUrl) {
      const params = writeFacets(new URLSearchParams(location.search), selected, new URLSearchParams(location.search).get('q') ?? '');
      const query = params.toString();
      history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    }
  }
  form.addEventListener('change', () => apply(true));
  form.querySelector('[data-facet-clear]')?.addEventListener('click', () => {
    for (const box of boxes) box.checked = false;
    apply(true);
  });
  form.hidden = false;
  // On a phone the facet lists would push the results off screen: start folded unless a facet is set.
  const box = form.closest('details');
  if (box) box.hidden = false;
  if (box && Object.keys(facets).length === 0 && window.matchMedia('(max-width: 40rem)').matches) box.open = false;
  apply(false);
}
