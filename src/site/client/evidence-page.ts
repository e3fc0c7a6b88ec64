/**
 * Task × model evidence page: the filter (failures only, family, surface, method, round) hides
 * non-matching rows; a verdict anchor (#V…) opens its row's <details> on load and on hashchange,
 * so links from grids and the explorer land on the evidence, not on a closed row.
 */
export function initEvidencePage(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-evidence-filter]');
  const rows = [...doc.querySelectorAll<HTMLLIElement>('.verdict-rows > li')];
  const openTarget = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? doc.getElementById(id) : null;
    const details = target?.querySelector('details');
    if (!target || !details) return;
    target.hidden = false;
    details.open = true;
    target.scrollIntoView();
    details.querySelector('summary')?.focus();
  };
  if (form) {
    form.hidden = false;
    const shown = form.querySelector<HTMLElement>('[data-shown]')!;
    const apply = () => {
      const data = new FormData(form);
      const failures = data.get('failures') === 'on';
      const wanted = (['family', 'surface', 'method', 'round'] as const).map((k) => [k, String(data.get(k) ?? '')] as const).filter(([, v]) => v);
      let n = 0;
      for (const li of rows) {
        const ok = (!failures || li.dataset.verdict === 'fail') && wanted.every(([k, v]) => li.dataset[k] === v);
        li.hidden = !ok;
        if (ok) n++;
      }
      shown.textContent = `${n} of ${rows.length} verdicts shown`;
    };
    form.addEventListener('change', apply);
    apply();
  }
  window.addEventListener('hashchange', openTarget);
  openTarget();
}
