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
