/**
 * Verdict explorer: on request, fetches the Arrow IPC file of qualifying verdicts (one row per
 * pass/fail verdict, dictionary-encoded) and lets the reader slice it by model, family, surface,
 * method, prior, round, modality class, action, prior lineage, rule, task and outcome. The selection is kept
 * in the URL. Counts shown are simple tallies of the rows selected; every headline figure stays on the pages built from the data
 * build. apache-arrow is loaded only when the reader asks for the data. Text is set with
 * textContent only.
 */
import { readFacets, writeFacets } from '../url-state.ts';

interface Options {
  arrowUrl: string;
  /** Builds the evidence URL of a verdict from its task, model and id. */
  evidenceUrl: (taskId: string, modelId: string, verdictId: string) => string;
  maxRows: number;
}

type Column = { get(i: number): unknown };

/** The verdict id as the release writes it, from the Arrow file's number and digit count: (123, 7) → "V0000123". */
export function verdictIdOf(number: number, digits: number): string {
  return `V${String(number).padStart(digits, '0')}`;
}

export function initVerdictExplorer(root: HTMLElement, options: Options): void {
  const form = root.querySelector<HTMLFormElement>('form[data-explorer]')!;
  const load = root.querySelector<HTMLButtonElement>('button[data-load]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const summary = root.querySelector<HTMLElement>('[data-summary]')!;
  const tbody = root.querySelector<HTMLTableSectionElement>('tbody[data-rows]')!;
  // Lists for the small vocabularies, exact-id text fields for rule and task (hundreds of ids).
  const selects = [...form.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select[name], input[name]')];
  const names = selects.map((s) => s.name);
  const { facets } = readFacets(new URLSearchParams(location.search), names);
  for (const s of selects) s.value = facets[s.name]?.[0] ?? '';
  root.hidden = false;

  let columns: Record<string, Column> | null = null;
  let rowCount = 0;

  function render(updateUrl: boolean): void {
    const chosen = Object.fromEntries(selects.map((s) => [s.name, s.value.trim()]));
    if (updateUrl) {
      const params = writeFacets(new URLSearchParams(location.search), Object.fromEntries(names.map((n) => [n, chosen[n] ? [chosen[n]!] : []])), '');
      const q = params.toString();
      history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
    }
    if (!columns) return;
    const active = names.filter((n) => chosen[n]);
    let passes = 0;
    let matched = 0;
    const shown: number[] = [];
    for (let i = 0; i < rowCount; i++) {
      let ok = true;
      for (const n of active) {
        const v = n === 'pass' ? String(columns.pass!.get(i)) : String(columns[n]!.get(i));
        if (v !== chosen[n]) { ok = false; break; }
      }
      if (!ok) continue;
      matched++;
      if (Number(columns.pass!.get(i)) === 1) passes++;
      if (shown.length < options.maxRows) shown.push(i);
    }
    summary.textContent = matched === 0
      ? 'No qualifying verdict matches this selection.'
      : `${matched.toLocaleString('en')} qualifying verdicts match: ${passes.toLocaleString('en')} pass, ${(matched - passes).toLocaleString('en')} fail (${((100 * passes) / matched).toFixed(1)}% pass). ${matched > shown.length ? `First ${shown.length} listed.` : ''}`;
    const fragment = document.createDocumentFragment();
    for (const i of shown) {
      const id = verdictIdOf(Number(columns.verdict!.get(i)), Number(columns.verdict_digits!.get(i)));
      const model = String(columns.model_id!.get(i));
      const task = String(columns.task_id!.get(i));
      const tr = document.createElement('tr');
      const link = document.createElement('a');
      link.href = options.evidenceUrl(task, model, id);
      link.textContent = id;
      const cells = [link, model, task, String(columns.round!.get(i)), String(columns.rule_id!.get(i)), String(columns.surface!.get(i)), Number(columns.pass!.get(i)) === 1 ? 'pass' : 'fail'];
      for (const c of cells) {
        const td = document.createElement('td');
        if (typeof c === 'string') td.textContent = c;
        else td.append(c);
        tr.append(td);
      }
      fragment.append(tr);
    }
    tbody.replaceChildren(fragment);
  }

  async function fetchData(): Promise<void> {
    load.disabled = true;
    status.textContent = 'Loading the verdicts…';
    const [{ tableFromIPC }, response] = await Promise.all([import('apache-arrow'), fetch(options.arrowUrl)]);
    if (!response.ok) throw new Error(`${options.arrowUrl}: HTTP ${response.status}`);
    const table = tableFromIPC(new Uint8Array(await response.arrayBuffer()));
    rowCount = table.numRows;
    columns = {};
    for (const name of ['verdict', 'verdict_digits', 'model_id', 'task_id', 'rule_id', 'surface', 'family', 'method', 'prior', 'round', 'modality_class', 'action', 'lineage', 'pass']) {
      const vector = table.getChild(name);
      if (!vector) throw new Error(`${options.arrowUrl}: column ${name} is missing`);
      columns[name] = vector;
    }
    status.textContent = `${rowCount.toLocaleString('en')} qualifying verdicts loaded.`;
    load.hidden = true;
    form.hidden = false;
    render(false);
  }

  form.addEventListener('change', () => render(true));
  load.addEventListener('click', () => {
    fetchData().catch((error: Error) => {
      status.textContent = `Could not load the verdicts: ${error.message}`;
      load.disabled = false;
    });
  });
  // A shared link with a selection loads the data straight away.
  if (Object.keys(facets).length > 0) load.click();
}
