/**
 * Re-ranking page (browser): the reader's selection of verdicts (form ↔ URL), the Arrow file
 * loaded once the page is idle (the server-rendered build numbers are shown until then), and the leaderboard recomputed by the shared module
 * (src/accuracy-bootstrap) at every change, on the page's thread in time slices (page-bootstrap.ts).
 * Each recompute (aggregation of the selected verdicts, the bootstrap, the ranking; not the
 * table's rendering) is timed with performance.now(); the time is shown and
 * kept in data-recompute-ms, and data-recomputes counts the results shown (read by
 * test/browser/rerank-page.test.ts and bench/browser-rerank.ts).
 * Text is set with textContent only.
 */
import { adjacentDetectableEffects, type LeaderboardRow } from '../../accuracy-bootstrap/leaderboard.ts';
import { tasksWithVerdicts, type TaskModelCells } from '../../accuracy-bootstrap/cells.ts';
import { isNoFilter, readSelection, selectedCells, writeSelection } from '../../accuracy-bootstrap/selection.ts';
import { formatCount, loadVerdicts, yieldToPage, type LoadedVerdicts } from './load-verdicts.ts';
import { MIN_TASKS, rankingFinding, rerankCells, ruleMetaOf, type RerankConfig } from './config.ts';
import { messageRow, NO_VERDICTS, td as cell } from './table-cells.ts';
import { readForm, writeForm } from './selection-form.ts';
import type { TableArtifact } from '../../artifacts/table.ts';
import { pageLeaderboard, type PageResult } from './page-bootstrap.ts';

export function initRerank(root: HTMLElement, config: RerankConfig, modelUrl: (id: string) => string): void {
  const form = root.querySelector<HTMLFormElement>('form[data-rerank-form]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const timing = root.querySelector<HTMLElement>('[data-timing]')!;
  const match = root.querySelector<HTMLElement>('[data-build-match]')!;
  const tbody = root.querySelector<HTMLTableSectionElement>('tbody[data-rows]')!;
  const rankChart = root.querySelector<HTMLElement>('[data-rank-chart]');
  const finding = root.querySelector<HTMLElement>('[data-finding]');
  const selected = root.querySelector<HTMLElement>('[data-selected]');
  const detectable = root.querySelector<HTMLElement>('[data-mde]');
  // Plot is only needed once a recompute is drawn: loaded then, not with the page.
  let charts: Promise<typeof import('./rank-charts.ts')> | null = null;
  const names = new Map(config.models.map((m) => [m.id, m.name]));
  // Copy as LaTeX / Markdown / CSV: the build's Table 2 (cut to the columns shown) until a recompute replaces its rows.
  const copyScript = root.querySelector<HTMLScriptElement>('script[data-copy-table2]');
  const copyTable = copyScript ? JSON.parse(copyScript.textContent ?? 'null') as TableArtifact | null : null;
  let copyRows: TableArtifact['rows'] | null = copyTable?.rows ?? null;
  let selectionText = '';
  const rules = ruleMetaOf(config);
  writeForm(form, readSelection(new URLSearchParams(location.search)));
  describeSelection();
  let data: LoadedVerdicts | null = null;
  let compute: ((cells: TaskModelCells) => Promise<PageResult>) | null = null;
  /** Only the latest selection's result is shown; earlier ones still in flight are dropped. */
  let latest = 0;
  let shown = 0;

  function render(rows: LeaderboardRow[], tasks: number): void {
    const empty = rows.every((r) => r.qualifying === 0);
    root.dataset.empty = String(empty);
    const shownRows = rows.map((r) => ({ modelId: r.modelId, ...rerankCells({ ...r, name: names.get(r.modelId) ?? r.modelId }) }));
    if (finding) finding.textContent = empty ? NO_VERDICTS : rankingFinding(shownRows.map((r) => ({ name: r.name, tier: r.tierNumber, qualifying: r.qualifyingNumber })), tasks);
    copyRows = empty ? null : rows.map((r) => ({
      model_id: r.modelId, display_name: names.get(r.modelId) ?? r.modelId,
      rank: r.qualifying === 0 ? null : r.rank.value, rank_lower: r.qualifying === 0 ? null : r.rank.lower, rank_upper: r.qualifying === 0 ? null : r.rank.upper,
      tier: r.qualifying === 0 ? null : r.tier,
      acc: r.acc.value, acc_lower: r.acc.lower, acc_upper: r.acc.upper, ap_acc: r.apAcc.value, ap_acc_lower: r.apAcc.lower, ap_acc_upper: r.apAcc.upper,
      delta: r.delta.value, delta_lower: r.delta.lower, delta_upper: r.delta.upper, qualifying: r.qualifying, against_prior_qualifying: r.againstQualifying,
    }));
    if (empty) { tbody.replaceChildren(messageRow(8, NO_VERDICTS)); return; }
    const fragment = document.createDocumentFragment();
    for (const r of shownRows) {
      const tr = document.createElement('tr');
      tr.dataset.model = r.modelId;
      const name = document.createElement('td');
      const link = document.createElement('a');
      link.href = modelUrl(r.modelId);
      link.textContent = r.name;
      name.append(link);
      tr.append(cell(r.rank, true), cell(r.tier, true), name, cell(r.acc, true), cell(r.apAcc, true), cell(r.delta, true),
        cell(r.qualifying, true), cell(r.againstQualifying, true));
      fragment.append(tr);
    }
    tbody.replaceChildren(fragment);
  }

  /**
   * The adjacent pairs' minimum detectable effects as one sentence (smallest and largest, beside the
   * observed gaps), and the warning when too few tasks carry a selected verdict
   * (docs/metrics.md "Minimum detectable effect": fewer than MIN_TASKS clusters).
   */
  function showDetectable(adjacent: ReturnType<typeof adjacentDetectableEffects>, tasks: number, empty: boolean): void {
    root.dataset.tasks = String(tasks);
    root.dataset.tooFewTasks = String(!empty && tasks < MIN_TASKS);
    if (!detectable) return;
    const defined = adjacent.filter((a) => a.mde !== null);
    detectable.dataset.mde = JSON.stringify(adjacent);
    if (empty || defined.length === 0) { detectable.textContent = ''; return; }
    const mdes = defined.map((a) => a.mde!);
    const gaps = defined.map((a) => a.gap);
    const undetectable = defined.filter((a) => a.gap < a.mde!).length;
    const f = (x: number) => x.toFixed(1);
    detectable.textContent = `Minimum detectable effect between adjacent models (80% power, α = 0.05): ${f(Math.min(...mdes))}–${f(Math.max(...mdes))} pp of Acc; the observed adjacent gaps are ${f(Math.min(...gaps))}–${f(Math.max(...gaps))} pp, and ${undetectable} of ${defined.length} are smaller than their pair's detectable effect.`;
  }

  /** The collapsed control's summary: what is selected, by facet legend and ticked count. */
  function describeSelection(): void {
    if (!selected) return;
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
    selectionText = parts.length ? parts.join('; ') : 'all verdicts (no filter, as Table 2)';
    selected.textContent = parts.length ? `· now: ${parts.join('; ')}` : '· now: all verdicts (Table 2\'s selection)';
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
    describeSelection();
    if (updateUrl) {
      const q = writeSelection(new URLSearchParams(location.search), selection).toString();
      history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
    }
    if (!data || !compute) return;
    const request = ++latest;
    const t0 = performance.now();
    const cells = selectedCells(data.table, data.index, rules, selection);
    const aggregateMs = performance.now() - t0;
    compute(cells).then(async ({ rows, rankDraws, accDraws, computeMs, mergeMs }) => {
      if (request !== latest) return;
      // The steps below each in a task of its own: on the page's load the code is cold, and with the
      // merge they were one task of ~70–100 ms (Lighthouse's total blocking time, issue 17).
      await yieldToPage();
      if (request !== latest) return;
      const adjacent = adjacentDetectableEffects(rows.filter((r) => r.qualifying > 0), accDraws, config.resamples);
      const tasks = tasksWithVerdicts(cells);
      const ms = performance.now() - t0;
      render(rows, tasks);
      showDetectable(adjacent, tasks, root.dataset.empty === 'true');
      // An empty selection ranks nothing: no rank probabilities to draw.
      if (rankChart && root.dataset.empty === 'true') rankChart.replaceChildren();
      else if (rankChart) {
        charts ??= import('./rank-charts.ts');
        const { chartProbabilities, drawRankChart } = await charts;
        // The probabilities and the chart each in a task of its own, after the table has been painted.
        await yieldToPage();
        if (request !== latest) return;
        const probabilities = chartProbabilities(rows, rankDraws, config.resamples, data!.index.modelIds);
        await yieldToPage();
        if (request !== latest) return;
        drawRankChart(rankChart, 'rank', rows, rankDraws, config.resamples, data!.index.modelIds, (id) => names.get(id) ?? id, probabilities);
      }
      root.dataset.recomputeMs = ms.toFixed(1);
      // Where the time went: the rest of recompute-ms is the pauses between slices.
      root.dataset.aggregateMs = aggregateMs.toFixed(1);
      root.dataset.computeMs = computeMs.toFixed(1);
      root.dataset.mergeMs = mergeMs.toFixed(1);
      root.dataset.recomputes = String(++shown);
      root.dataset.ready = 'true';
      timing.textContent = `Recomputed in ${ms.toFixed(0)} ms (${formatCount(config.resamples)} resamples over ${data!.index.taskIds.length} tasks).`;
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
        match.textContent = 'Filtered: recomputed from the selected verdicts only; Table 2 uses all of them.';
        match.dataset.same = 'filtered';
      }
    }).catch((error: Error) => {
      if (request === latest) status.textContent = `Could not recompute the leaderboard: ${error.message}`;
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

  // Once the page is idle (the build's own numbers are already shown): fetch the verdicts
  // (about 1 MB), the chart code, and draw the resamples once.
  const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  whenIdle(() => {
    const copyHolder = root.querySelector('[data-rerank-copy] > span');
    if (copyTable && copyHolder) {
      void Promise.all([import('../client/copy-table.ts'), import('../table-copy.ts')]).then(([{ addCopyButtons }, { copyRerankTable }]) => {
        addCopyButtons(copyHolder, 'rerank-table', (format, source) => (copyRows
          ? { text: copyRerankTable(copyTable, copyRows, format, selectionText, source), rows: copyRows.length } : null));
      });
    }
    status.textContent = `Loading ${formatCount(config.arrowRows)} qualifying verdicts…`;
    charts ??= import('./rank-charts.ts');
    loadVerdicts(config.arrowUrl, config.models.map((m) => m.id), config.resamples, config.seed, config.label)
      .then((loaded) => {
        data = loaded;
        compute = pageLeaderboard(loaded.weights, loaded.index.modelIds, yieldToPage);
        status.textContent = `${formatCount(loaded.table.length)} qualifying verdicts loaded.`;
        recompute(false);
      })
      .catch((error: Error) => { status.textContent = `Could not load the verdicts: ${error.message}`; });
  });
}
