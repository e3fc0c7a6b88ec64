/**
 * Re-ranking page (browser): the reader's selection of verdicts (form ↔ URL), the Arrow file
 * loaded once the page is idle (the server-rendered build numbers are shown until then), and the leaderboard recomputed by the shared module
 * (src/accuracy-bootstrap) at every change, on the page's thread in time slices (page-bootstrap.ts).
 * Each recompute (aggregation of the selected verdicts, the bootstrap, the ranking; not the
 * table's rendering) is timed with performance.now(); the time is shown and
 * kept in data-recompute-ms, and data-recomputes counts the results shown (read by
 * test/browser/rerank-page.test.ts and bench/browser-rerank.ts).
 * This file holds the page's state and wires its form; the table, sentences and build check are
 * drawn by leaderboard-view.ts, the rank chart by rank-charts.ts, the form read by selection-form.ts.
 * Text is set with textContent only.
 */
import { adjacentDetectableEffects, type LeaderboardRow } from '../../accuracy-bootstrap/leaderboard.ts';
import { tasksWithVerdicts, type TaskModelCells } from '../../accuracy-bootstrap/cells.ts';
import { isNoFilter, readSelection, selectedCells, writeSelection, type Selection } from '../../accuracy-bootstrap/selection.ts';
import { formatCount, loadVerdicts, yieldToPage, type LoadedVerdicts } from './load-verdicts.ts';
import { ruleMetaOf, type RerankConfig } from './config.ts';
import { describeSelection, readForm, writeForm } from './selection-form.ts';
import { copyRowsOf, renderLeaderboard, showBuildMatch, showDetectable } from './leaderboard-view.ts';
import type { TableArtifact } from '../../artifacts/table.ts';
import { pageLeaderboard, type PageResult } from './page-bootstrap.ts';

/** Runs `run` once the page is idle (at most 2 s later), or after 200 ms where requestIdleCallback is missing. */
const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));

class RerankPage {
  private readonly root: HTMLElement;
  private readonly config: RerankConfig;
  private readonly modelUrl: (id: string) => string;
  private readonly form: HTMLFormElement;
  private readonly status: HTMLElement;
  private readonly rankChart: HTMLElement | null;
  private readonly names: Map<string, string>;
  private readonly rules: ReturnType<typeof ruleMetaOf>;
  /** The build's Table 2 (cut to the columns shown), for "Copy as"; its rows until a recompute replaces them. */
  private readonly copyTable: TableArtifact | null;
  private copyRows: TableArtifact['rows'] | null;
  /** The selection in words, for the copies' caption. */
  private selectionText = '';
  /** Plot is only needed once a recompute is drawn: loaded then, not with the page. */
  private charts: Promise<typeof import('./rank-charts.ts')> | null = null;
  private data: LoadedVerdicts | null = null;
  private compute: ((cells: TaskModelCells) => Promise<PageResult>) | null = null;
  /** Only the latest selection's result is shown; earlier ones still in flight are dropped. */
  private latest = 0;
  /** Results shown so far (data-recomputes). */
  private shown = 0;

  constructor(root: HTMLElement, config: RerankConfig, modelUrl: (id: string) => string) {
    this.root = root;
    this.config = config;
    this.modelUrl = modelUrl;
    this.form = root.querySelector<HTMLFormElement>('form[data-rerank-form]')!;
    this.status = root.querySelector<HTMLElement>('[data-status]')!;
    this.rankChart = root.querySelector<HTMLElement>('[data-rank-chart]');
    this.names = new Map(config.models.map((m) => [m.id, m.name]));
    this.rules = ruleMetaOf(config);
    const copyScript = root.querySelector<HTMLScriptElement>('script[data-copy-table2]');
    this.copyTable = copyScript ? JSON.parse(copyScript.textContent ?? 'null') as TableArtifact | null : null;
    this.copyRows = this.copyTable?.rows ?? null;
    writeForm(this.form, readSelection(new URLSearchParams(location.search)));
    this.describeSelection();
  }

  private describeSelection(): void {
    const selected = this.root.querySelector<HTMLElement>('[data-selected]');
    if (!selected) return;
    const { text, summary } = describeSelection(this.form);
    this.selectionText = text;
    selected.textContent = summary;
  }

  /** Reads the form (into the URL when `updateUrl`) and recomputes the leaderboard once the verdicts are loaded. */
  recompute(updateUrl: boolean): void {
    const selection = readForm(this.form);
    this.describeSelection();
    if (updateUrl) {
      const q = writeSelection(new URLSearchParams(location.search), selection).toString();
      history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
    }
    const { data, compute } = this;
    if (!data || !compute) return;
    const request = ++this.latest;
    const t0 = performance.now();
    const cells = selectedCells(data.table, data.index, this.rules, selection);
    const aggregateMs = performance.now() - t0;
    compute(cells).then(async (result) => {
      if (request !== this.latest) return;
      // The steps below each in a task of its own: on the page's load the code is cold, and with the
      // merge they were one task of ~70–100 ms (Lighthouse's total blocking time, issue 17).
      await yieldToPage();
      if (request !== this.latest) return;
      await this.show(request, selection, cells, result, t0, aggregateMs);
    }).catch((error: Error) => {
      if (request === this.latest) this.status.textContent = `Could not recompute the leaderboard: ${error.message}`;
    });
  }

  /** Shows a recompute's result: table, detectable effects, rank chart, timings, whether it is the build's Table 2. */
  private async show(request: number, selection: Selection, cells: TaskModelCells, result: PageResult, t0: number, aggregateMs: number): Promise<void> {
    const { root, config } = this;
    const { rows, rankDraws, accDraws, computeMs, mergeMs } = result;
    const adjacent = adjacentDetectableEffects(rows.filter((r) => r.qualifying > 0), accDraws, config.resamples);
    const tasks = tasksWithVerdicts(cells);
    const ms = performance.now() - t0;
    const empty = renderLeaderboard(root.querySelector<HTMLTableSectionElement>('tbody[data-rows]')!, root.querySelector<HTMLElement>('[data-finding]'), rows, this.names, tasks, this.modelUrl);
    root.dataset.empty = String(empty);
    this.copyRows = copyRowsOf(rows, this.names);
    showDetectable(root, root.querySelector<HTMLElement>('[data-mde]'), adjacent, tasks, empty);
    if (!(await this.drawRankChart(request, rows, rankDraws, empty))) return;
    root.dataset.recomputeMs = ms.toFixed(1);
    // Where the time went: the rest of recompute-ms is the pauses between slices.
    root.dataset.aggregateMs = aggregateMs.toFixed(1);
    root.dataset.computeMs = computeMs.toFixed(1);
    root.dataset.mergeMs = mergeMs.toFixed(1);
    root.dataset.recomputes = String(++this.shown);
    root.dataset.ready = 'true';
    root.querySelector<HTMLElement>('[data-timing]')!.textContent = `Recomputed in ${ms.toFixed(0)} ms (${formatCount(config.resamples)} resamples over ${this.data!.index.taskIds.length} tasks).`;
    showBuildMatch(root.querySelector<HTMLElement>('[data-build-match]')!, empty, isNoFilter(selection), rows, config.build);
  }

  /** The rank probabilities' chart (cleared for an empty selection, which ranks nothing); false when a newer recompute superseded this one. */
  private async drawRankChart(request: number, rows: LeaderboardRow[], rankDraws: Float64Array, empty: boolean): Promise<boolean> {
    const chart = this.rankChart;
    if (!chart) return true;
    if (empty) { chart.replaceChildren(); return true; }
    const { config, data, names } = this;
    this.charts ??= import('./rank-charts.ts');
    const { chartProbabilities, drawRankChart } = await this.charts;
    // The probabilities and the chart each in a task of its own, after the table has been painted.
    await yieldToPage();
    if (request !== this.latest) return false;
    const probabilities = chartProbabilities(rows, rankDraws, config.resamples, data!.index.modelIds);
    await yieldToPage();
    if (request !== this.latest) return false;
    drawRankChart(chart, 'rank', rows, rankDraws, config.resamples, data!.index.modelIds, (id) => names.get(id) ?? id, probabilities);
    return true;
  }

  /** Recompute on every change; "deterministic methods only" and "reset" set the form first. */
  bindForm(): void {
    const form = this.form;
    form.addEventListener('change', () => this.recompute(true));
    form.querySelector<HTMLButtonElement>('button[data-deterministic]')?.addEventListener('click', () => {
      for (const input of form.querySelectorAll<HTMLInputElement>('input[name="method"]')) input.checked = this.config.deterministicMethods.includes(input.value);
      this.recompute(true);
    });
    form.querySelector<HTMLButtonElement>('button[data-reset]')?.addEventListener('click', () => {
      writeForm(form, readSelection(new URLSearchParams()));
      this.recompute(true);
    });
  }

  /** "Copy as LaTeX / Markdown / CSV" of the rows shown (the build's until a recompute). */
  addCopyButtons(): void {
    const copyHolder = this.root.querySelector('[data-rerank-copy] > span');
    const copyTable = this.copyTable;
    if (!copyTable || !copyHolder) return;
    void Promise.all([import('../client/copy-table.ts'), import('../table-copy.ts')]).then(([{ addCopyButtons }, { copyRerankTable }]) => {
      addCopyButtons(copyHolder, 'rerank-table', (format, source) => (this.copyRows
        ? { text: copyRerankTable(copyTable, this.copyRows, format, this.selectionText, source), rows: this.copyRows.length } : null));
    });
  }

  /** Fetches the verdicts (about 1 MB), starts the chart code's download, draws the resamples once and recomputes. */
  load(): void {
    const { config, status } = this;
    status.textContent = `Loading ${formatCount(config.arrowRows)} qualifying verdicts…`;
    this.charts ??= import('./rank-charts.ts');
    loadVerdicts(config.arrowUrl, config.models.map((m) => m.id), config.resamples, config.seed, config.label)
      .then((loaded) => {
        this.data = loaded;
        this.compute = pageLeaderboard(loaded.weights, loaded.index.modelIds, yieldToPage);
        status.textContent = `${formatCount(loaded.table.length)} qualifying verdicts loaded.`;
        this.recompute(false);
      })
      .catch((error: Error) => { status.textContent = `Could not load the verdicts: ${error.message}`; });
  }
}

export function initRerank(root: HTMLElement, config: RerankConfig, modelUrl: (id: string) => string): void {
  const page = new RerankPage(root, config, modelUrl);
  page.bindForm();
  // Once the page is idle (the build's own numbers are already shown): the copy buttons, the verdicts, the chart code.
  whenIdle(() => {
    page.addCopyButtons();
    page.load();
  });
}
