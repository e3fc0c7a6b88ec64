/** The re-rank and compare pages' selection form, read into and written from a Selection. */
import { FACETS, type PriorMode, type Selection, type Weighting } from '../../accuracy-bootstrap/selection.ts';

export function readForm(form: HTMLFormElement): Selection {
  const facets = Object.fromEntries(FACETS.map((f) => [f, [...form.querySelectorAll<HTMLInputElement>(`input[name="${f}"]:checked`)].map((i) => i.value).sort()])) as Selection['facets'];
  return { facets, prior: form.querySelector<HTMLSelectElement>('select[name="prior"]')!.value as PriorMode, weighting: form.querySelector<HTMLSelectElement>('select[name="weight"]')!.value as Weighting };
}

export function writeForm(form: HTMLFormElement, s: Selection): void {
  for (const f of FACETS) for (const input of form.querySelectorAll<HTMLInputElement>(`input[name="${f}"]`)) input.checked = s.facets[f].includes(input.value);
  form.querySelector<HTMLSelectElement>('select[name="prior"]')!.value = s.prior;
  form.querySelector<HTMLSelectElement>('select[name="weight"]')!.value = s.weighting;
}

/**
 * What the form selects, in words: `text` for the copies' caption ("all verdicts (no filter, as
 * Table 2)" when nothing is set) and `summary` for the collapsed control ("· now: …"), by facet
 * legend and ticked labels, then the against-prior and weighting choices when not the first.
 */
export function describeSelection(form: HTMLFormElement): { text: string; summary: string } {
  const parts: string[] = [];
  for (const fieldset of form.querySelectorAll('fieldset')) {
    const ticked = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')].map((i) => i.parentElement?.textContent?.trim() ?? i.value);
    const legend = fieldset.querySelector('legend')?.firstChild?.textContent?.trim() ?? '';
    if (ticked.length) parts.push(`${legend}: ${ticked.join(', ')}`);
  }
  const prior = form.querySelector<HTMLSelectElement>('select[name="prior"]');
  const weight = form.querySelector<HTMLSelectElement>('select[name="weight"]');
  if (prior && prior.selectedIndex > 0) parts.push(`against-prior: ${prior.selectedOptions[0]?.textContent?.trim() ?? prior.value}`);
  if (weight && weight.selectedIndex > 0) parts.push(`weighting: ${weight.selectedOptions[0]?.textContent?.trim() ?? weight.value}`);
  return parts.length
    ? { text: parts.join('; '), summary: `· now: ${parts.join('; ')}` }
    : { text: 'all verdicts (no filter, as Table 2)', summary: '· now: all verdicts (Table 2\'s selection)' };
}
