/**
 * Comparison page (browser): two models (URL parameters a and b) and a selection of verdicts;
 * shows their paired task-clustered differences in Acc and AP-Acc, per-family Acc differences,
 * and the rules where their pass rates differ most, each linked to the rule page and to both
 * models' evidence on the rule's tasks. Computation: src/accuracy-bootstrap/compare.ts.
 * Text is set with textContent only.
 */
import { compareModels } from '../../accuracy-bootstrap/compare.ts';
import { leaderboardRows } from '../../accuracy-bootstrap/leaderboard.ts';
import { drawRankChart } from './rank-charts.ts';
import type { Estimate } from '../../accuracy-bootstrap/leaderboard.ts';
import { readSelection, writeSelection } from '../../accuracy-bootstrap/selection.ts';
import { ruleMetaOf, type RerankConfig } from './config.ts';
import { formatCount, loadVerdicts, type LoadedVerdicts } from './load-verdicts.ts';
import { NO_VERDICTS, td } from './table-cells.ts';
import { readForm, writeForm } from './selection-form.ts';

interface CompareLinks {
  rule: (id: string) => string;
  /** The rule's text, shown as the link's title and, on keyboard focus, as a tooltip (site.css `a[data-tip]`). */
  ruleText: (id: string) => string | undefined;
  evidence: (taskId: string, modelId: string) => string;
  family: (id: string) => string;
}

function link(href: string, text: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  return a;
}

function signed(e: Estimate): string {
  if (e.value === null) return '—';
  const f = (x: number | null) => (x === null ? '—' : `${x > 0 ? '+' : ''}${x.toFixed(1)}`);
  return `${f(e.value)} [${f(e.lower)}, ${f(e.upper)}]`;
}

function verdictOf(e: Estimate): string {
  if (e.value === null || e.lower === null || e.upper === null) return 'undefined on this selection';
  if (e.lower > 0) return 'A is ahead (interval above 0)';
  if (e.upper < 0) return 'B is ahead (interval below 0)';
  return 'no clear difference (interval contains 0)';
}

export function initCompare(root: HTMLElement, config: RerankConfig, families: [string, string][], links: CompareLinks): void {
  const pick = root.querySelector<HTMLFormElement>('form[data-compare-models]')!;
  const form = root.querySelector<HTMLFormElement>('form[data-rerank-form]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const summary = root.querySelector<HTMLTableSectionElement>('tbody[data-summary]')!;
  const familyBody = root.querySelector<HTMLTableSectionElement>('tbody[data-families]')!;
  const ruleBody = root.querySelector<HTMLTableSectionElement>('tbody[data-rules]')!;
  const tables = root.querySelector<HTMLElement>('[data-compare-tables]')!;
  const emptyMessage = root.querySelector<HTMLElement>('[data-empty-message]')!;
  const selectA = pick.querySelector<HTMLSelectElement>('select[name="a"]')!;
  const selectB = pick.querySelector<HTMLSelectElement>('select[name="b"]')!;
  const rules = ruleMetaOf(config);
  const familyLabel = new Map(families);
  const params = new URLSearchParams(location.search);
  const ids = config.models.map((m) => m.id);
  selectA.value = ids.includes(params.get('a') ?? '') ? params.get('a')! : config.build[0]?.model_id ?? ids[0] ?? '';
  selectB.value = ids.includes(params.get('b') ?? '') ? params.get('b')! : config.build[1]?.model_id ?? ids[1] ?? '';
  writeForm(form, readSelection(params));
  root.hidden = false;
  let data: LoadedVerdicts | null = null;

  function update(updateUrl: boolean): void {
    const selection = readForm(form);
    const [a, b] = [selectA.value, selectB.value];
    if (updateUrl) {
      const next = writeSelection(new URLSearchParams(location.search), selection);
      next.set('a', a);
      next.set('b', b);
      history.replaceState(history.state, '', `${location.pathname}?${next.toString()}${location.hash}`);
    }
    if (!data) return;
    const ia = data.index.modelIds.indexOf(a);
    const ib = data.index.modelIds.indexOf(b);
    if (ia < 0 || ib < 0) { status.textContent = 'Choose two models of the panel.'; return; }
    const name = (id: string) => config.models.find((m) => m.id === id)?.name ?? id;
    const result = compareModels(data.table, data.index, rules, selection, data.weights, ia, ib, families.map(([f]) => f));
    // Families where neither model has a selected verdict are left out (no "0 0" rows).
    const shownFamilies = result.families.filter((f) => f.qualifyingA + f.qualifyingB > 0);
    const empty = shownFamilies.length === 0 && result.acc.value === null;
    root.dataset.empty = String(empty);
    // An empty selection: the sentence once, in place of the three tables (and their copy tools).
    tables.hidden = empty;
    // The ahead matrix too: its heading over an empty chart would say nothing.
    const aheadFigure = root.querySelector<HTMLElement>('[data-ahead-figure]');
    if (aheadFigure) aheadFigure.hidden = empty;
    emptyMessage.hidden = !empty;
    emptyMessage.textContent = empty ? NO_VERDICTS : '';
    if (empty) {
      for (const body of [summary, familyBody, ruleBody]) body.replaceChildren();
      root.querySelector<HTMLElement>('[data-ahead-chart]')?.replaceChildren();
      status.textContent = `A = ${name(a)}, B = ${name(b)}.`;
      root.dataset.ready = 'true';
      return;
    }
    const rows: [string, Estimate][] = [['Acc (A − B)', result.acc], ['AP-Acc (A − B)', result.apAcc]];
    summary.replaceChildren(...rows.map(([label, e]) => {
      const tr = document.createElement('tr');
      tr.append(td(label), td(signed(e), true), td(verdictOf(e)));
      return tr;
    }));
    familyBody.replaceChildren(...shownFamilies.map((f) => {
      const tr = document.createElement('tr');
      tr.append(td(link(links.family(f.family), familyLabel.get(f.family) ?? f.family)), td(signed(f.difference), true), td(formatCount(f.qualifyingA), true), td(formatCount(f.qualifyingB), true));
      return tr;
    }));
    ruleBody.replaceChildren(...result.rules.slice(0, 20).map((r) => {
      const tr = document.createElement('tr');
      const evidence = document.createElement('span');
      for (const t of r.tasks.slice(0, 3)) {
        evidence.append(link(links.evidence(t, a), `${t} · A`), ' ', link(links.evidence(t, b), `${t} · B`), ' ');
      }
      const ruleLink = link(links.rule(r.ruleId), r.ruleId);
      const text = links.ruleText(r.ruleId);
      if (text) { ruleLink.title = text; ruleLink.dataset.tip = text; }
      tr.append(td(ruleLink),
        td(`${((100 * r.passesA) / r.qualifyingA).toFixed(0)}% of ${r.qualifyingA}`, true),
        td(`${((100 * r.passesB) / r.qualifyingB).toFixed(0)}% of ${r.qualifyingB}`, true),
        td(`${r.difference > 0 ? '+' : ''}${r.difference.toFixed(0)}`, true), td(evidence));
      return tr;
    }));
    const ahead = root.querySelector<HTMLElement>('[data-ahead-chart]');
    if (ahead) drawRankChart(ahead, 'ahead', leaderboardRows(result.overall, data.index.modelIds), result.overall.draws.rank, result.overall.resamples, data.index.modelIds, name);
    status.textContent = `A = ${name(a)}, B = ${name(b)}; ${formatCount(config.resamples)} paired task-clustered resamples.`;
    root.dataset.ready = 'true';
  }

  pick.addEventListener('change', () => update(true));
  form.addEventListener('change', () => update(true));
  form.querySelector<HTMLButtonElement>('button[data-deterministic]')?.addEventListener('click', () => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name="method"]')) input.checked = config.deterministicMethods.includes(input.value);
    update(true);
  });
  form.querySelector<HTMLButtonElement>('button[data-reset]')?.addEventListener('click', () => { writeForm(form, readSelection(new URLSearchParams())); update(true); });
  status.textContent = `Loading ${formatCount(config.arrowRows)} qualifying verdicts…`;
  requestAnimationFrame(() => setTimeout(() => {
    loadVerdicts(config.arrowUrl, ids, config.resamples, config.seed, config.label)
      .then((loaded) => { data = loaded; update(false); })
      .catch((error: Error) => { status.textContent = `Could not load the verdicts: ${error.message}`; });
  }, 0));
}
