/**
 * Re-ranking page (browser): the reader's selection of verdicts (form ↔ URL), the Arrow file
 * loaded after first paint, and the leaderboard recomputed by the shared module
 * (src/leaderboard) at every change — the resamples split across Web Workers
 * (worker-pool.ts). Each recompute (aggregation of the selected verdicts, the workers' slices,
 * the merge; not the table's rendering) is timed with performance.now(); the time is shown and
 * kept in data-recompute-ms, and data-recomputes counts the results shown (read by
 * test/browser/issue5-rerank.test.ts and bench/browser-rerank.ts).
 * Text is set with textContent only.
 */
import type { LeaderboardRow } from '../../leaderboard/leaderboard.ts';
import { FACETS, isNoFilter, readSelection, selectedCells, writeSelection, type PriorMode, type Selection, type Weighting } from '../../leaderboard/selection.ts';
import { formatCount, formatEstimate, loadVerdicts, type LoadedVerdicts } from './load-verdicts.ts';
import { ruleMetaOf, type RerankConfig } from './config.ts';
import { drawRankChart } from './rank-charts.ts';
import { messageRow, NO_VERDICTS } from './empty.ts';
import { createLeaderboardPool, inThreadPool, startLeaderboardWorkers, workerCount, type LeaderboardPool, type PoolResult } from './worker-pool.ts';

function readForm(form: HTMLFormElement): Selection {
  const facets = Object.fromEntries(FACETS.map((f) => [f, [...form.querySelectorAll<HTMLInputElement>(`input[name="${f}"]:checked`)].map((i) => i.value).sort()])) as Selection['facets'];
  return {
    facets,
    prior: (form.querySelector<HTMLSelectElement>('select[name="prior"]')!.value as PriorMode),
    weighting: (form.querySelector<HTMLSelectElement>('select[name="weight"]')!.value as Weighting),
  };
}

function writeForm(form: HTMLFormElement, s: Selection): void {
  for (const f of FACETS) for (const input of form.querySelectorAll<HTMLInputElement>(`input[name="${f}"]`)) input.checked = s.facets[f].includes(input.value);
  form.querySelector<HTMLSelectElement>('select[name="prior"]')!.value = s.prior;
  form.querySelector<HTMLSelectElement>('select[name="weight"]')!.value = s.weighting;
}

function cell(text: string, numeric = false): HTMLTableCellElement {
  const td = document.createElement('td');
  td.textContent = text;
  if (numeric) td.className = 'num';
  return td;
}

export function initRerank(root: HTMLElement, config: RerankConfig, modelUrl: (id: string) => string): void {
  const form = root.querySelector<HTMLFormElement>('form[data-rerank-form]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const timing = root.querySelector<HTMLElement>('[data-timing]')!;
  const match = root.querySelector<HTMLElement>('[data-build-match]')!;
  const tbody = root.querySelector<HTMLTableSectionElement>('tbody[data-rows]')!;
  const rankChart = root.querySelector<HTMLElement>('[data-rank-chart]');
  const names = new Map(config.models.map((m) => [m.id, m.name]));
  const rules = ruleMetaOf(config);
  writeForm(form, readSelection(new URLSearchParams(location.search)));
  root.hidden = false;
  let data: LoadedVerdicts | null = null;
  let pool: LeaderboardPool | null = null;
  /** Only the latest selection's result is shown; earlier ones still in flight are dropped. */
  let latest = 0;
  let shown = 0;

  function render(rows: LeaderboardRow[]): void {
    const empty = rows.every((r) => r.qualifying === 0);
    root.dataset.empty = String(empty);
    if (empty) { tbody.replaceChildren(messageRow(8, NO_VERDICTS)); return; }
    const fragment = document.createDocumentFragment();
    // A model without a selected verdict gets no rank or tier (they would rank nothing).
    for (const r of rows) {
      const tr = document.createElement('tr');
      tr.dataset.model = r.modelId;
      const name = document.createElement('td');
      const link = document.createElement('a');
      link.href = modelUrl(r.modelId);
      link.textContent = names.get(r.modelId) ?? r.modelId;
      name.append(link);
      const none = r.qualifying === 0;
      tr.append(cell(none ? '—' : formatEstimate(r.rank, 1), true), cell(none ? '—' : String(r.tier), true), name,
        cell(formatEstimate(r.acc), true), cell(formatEstimate(r.apAcc), true), cell(formatEstimate(r.delta), true),
        cell(formatCount(r.qualifying), true), cell(formatCount(r.againstQualifying), true));
      fragment.append(tr);
    }
    tbody.replaceChildren(fragment);
  }

  /** Whether the shown numbers equal the build's table2 (to the 12 digits it stores). */
  function sameAsBuild(rows: LeaderboardRow[]): boolean {
    const eq = (a: number | null, b: number | null) => (a === null ? b === null : b !== null && Math.abs(a - b) <= 1e-9);
    return rows.length === config.build.length && rows.every((r, k) => {
      const b = config.build[k]!;
      return r.modelId === b.model_id && eq(r.acc.value, b.acc) && eq(r.acc.lower, b.acc_lower) && eq(r.acc.upper, b.acc_upper)
        && eq(r.apAcc.value, b.ap_acc) && eq(r.delta.value, b.delta) && eq(r.rank.value, b.rank) && r.tier === b.tier;
    });
  }

  function recompute(updateUrl: boolean): void {
    const selection = readForm(form);
    if (updateUrl) {
      const q = writeSelection(new URLSearchParams(location.search), selection).toString();
      history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
    }
    if (!data || !pool) return;
    const request = ++latest;
    const t0 = performance.now();
    const cells = selectedCells(data.table, data.index, rules, selection);
    const aggregateMs = performance.now() - t0;
    computeRows(cells).then(({ rows, rankDraws, sliceMs, mergeMs }) => {
      if (request !== latest) return;
      const ms = performance.now() - t0;
      render(rows);
      // An empty selection ranks nothing: no rank probabilities to draw.
      if (rankChart && root.dataset.empty === 'true') rankChart.replaceChildren();
      else if (rankChart) drawRankChart(rankChart, 'rank', rows, rankDraws, config.resamples, data!.index.modelIds, (id) => names.get(id) ?? id);
      root.dataset.recomputeMs = ms.toFixed(1);
      // Where the time went: the rest of recompute-ms is messages and waiting for a core.
      root.dataset.aggregateMs = aggregateMs.toFixed(1);
      root.dataset.sliceMs = Math.max(...sliceMs).toFixed(1);
      root.dataset.mergeMs = mergeMs.toFixed(1);
      root.dataset.recomputes = String(++shown);
      root.dataset.ready = 'true';
      const where = pool!.workers > 0 ? `${pool!.workers} Web Workers` : `this page's thread — ${pool!.fallbackReason ?? ''}`;
      timing.textContent = `Recomputed in ${ms.toFixed(0)} ms (${config.resamples.toLocaleString('en')} resamples over ${data!.index.taskIds.length} tasks, on ${where}).`;
      if (root.dataset.empty === 'true') {
        match.textContent = '';
        match.dataset.same = 'empty';
      } else if (isNoFilter(selection)) {
        const same = sameAsBuild(rows);
        match.textContent = same
          ? 'No filter: these are exactly the numbers of the data build\'s Table 2 (same seed, same resamples).'
          : 'No filter, but the numbers differ from the data build\'s Table 2 — please report this.';
        match.dataset.same = String(same);
      } else {
        match.textContent = 'Filtered: recomputed from the selected verdicts only; the paper\'s Table 2 uses all of them.';
        match.dataset.same = 'filtered';
      }
    }).catch((error: Error) => {
      if (request === latest) status.textContent = `Could not recompute the leaderboard: ${error.message}`;
    });
  }

  /** The pool's rows; if the workers fail (e.g. blocked), once more on this thread, saying why. */
  function computeRows(cells: Parameters<LeaderboardPool['compute']>[0]): Promise<PoolResult> {
    const current = pool!;
    return current.compute(cells).catch((error: Error) => {
      if (current.workers === 0) throw error;
      current.close();
      if (pool === current) pool = inThreadPool(data!.weights, data!.index.modelIds, `the workers failed: ${error.message}`);
      return pool!.compute(cells);
    });
  }

  form.addEventListener('change', () => recompute(true));
  form.querySelector<HTMLButtonElement>('button[data-deterministic]')?.addEventListener('click', () => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name="method"]')) input.checked = config.deterministicMethods.includes(input.value);
    recompute(true);
  });
  form.querySelector<HTMLButtonElement>('button[data-reset]')?.addEventListener('click', () => {
    writeForm(form, readSelection(new URLSearchParams()));
    recompute(true);
  });

  // After first paint: fetch the verdicts (about 1 MB) and draw the resamples once.
  status.textContent = `Loading ${config.arrowRows.toLocaleString('en')} qualifying verdicts…`;
  requestAnimationFrame(() => setTimeout(() => {
    // By default workers only where a core is left for them (workerCount); ?workers=0 computes on
    // this thread and ?workers=N starts N workers (for measuring both ways).
    // The workers start before the fetch, so that their script loads meanwhile.
    const requested = new URLSearchParams(location.search).get('workers');
    const count = /^[0-8]$/.test(requested ?? '') ? Number(requested) : workerCount(navigator.hardwareConcurrency);
    const started = count === 0 ? null : startLeaderboardWorkers(count);
    loadVerdicts(config.arrowUrl, config.models.map((m) => m.id), config.resamples, config.seed, config.label)
      .then((loaded) => {
        data = loaded;
        pool = started ? createLeaderboardPool(loaded.weights, loaded.index.modelIds, started) : inThreadPool(loaded.weights, loaded.index.modelIds, requested === '0' ? 'workers=0 in the address' : `${navigator.hardwareConcurrency ?? 'an unknown number of'} logical processors, none to spare for workers`);
        root.dataset.workers = String(pool.workers);
        status.textContent = `${loaded.table.length.toLocaleString('en')} qualifying verdicts loaded.`;
        recompute(false);
      })
      .catch((error: Error) => { status.textContent = `Could not load the verdicts: ${error.message}`; });
  }, 0));
}
