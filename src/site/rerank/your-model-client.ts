/**
 * "Your model" page (browser): the reader drops or chooses a verdicts file (JSONL, or gzip told
 * by its magic bytes and opened with DecompressionStream); it is read here and never sent
 * anywhere. The rows are checked and scored against the cohort's qualifying verdicts (the
 * Arrow file the re-ranking page loads) by src/score/cohort-score.ts — the checks and figures
 * of `npm run score` — and the page shows the model's figures, the leaderboard with the model
 * marked, its paired differences, its rank probabilities, its coverage of the panel's keys and its
 * accuracy by family and by surface (src/score/breakdowns.ts, the CLI's code). Text is set with textContent only;
 * the figures are kept in data-score (JSON) for test/browser/your-model.test.ts.
 */
import { tableFromIPC } from 'apache-arrow';
import { verdictTableFromArrow } from '../../accuracy-bootstrap/arrow-table.ts';
import type { VerdictTable } from '../../accuracy-bootstrap/selection.ts';
import { checkSubmission, cohortBootstrapInput, cohortScoreFromBootstrap, type CohortScore } from '../../score/cohort-score.ts';
import { cohortBootstrap, startDrawsWorker } from './your-model-draws.ts';
import { jsonLines } from '../../score/fields.ts';
import type { Estimate } from '../../accuracy-bootstrap/intervals.ts';
import type { YourModelConfig } from './your-model-data.ts';
import { formatCount, formatEstimate } from './load-verdicts.ts';
import { td } from './table-cells.ts';
import { rankHeatmapOptions } from '../rank-heatmaps.ts';
import { drawPlot } from './rank-charts.ts';
import { modelBreakdowns, panelKeysFromBits, type Breakdown, type BreakdownFigures } from '../../score/breakdowns.ts';
import { vocabLabel } from '../labels.ts';
import { formatRankInterval } from './config.ts';
import { readShownTable } from '../client/copy-table.ts';
import { pageRelease } from '../client/page-release.ts';
import { yourModelCsv, yourModelJson, yourModelMarkdown } from './your-model-export.ts';

const MAX_SHOWN_PROBLEMS = 200;

async function fileText(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return new TextDecoder().decode(bytes);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}

const signed = (e: Estimate) => {
  if (e.value === null) return '—';
  const f = (x: number | null) => (x === null ? '—' : `${x > 0 ? '+' : ''}${x.toFixed(1)}`);
  return `${f(e.value)} [${f(e.lower)}, ${f(e.upper)}]`;
};

/** "3,342 of 3,342 (100.0%)", and the keys no panel model has, if any. */
function coverageText({ coverage: c }: BreakdownFigures): string {
  const share = c.share === null ? '' : ` (${c.share.toFixed(1)}%)`;
  return `${formatCount(c.covered)} of ${formatCount(c.panel_keys)} keys${share}${c.outside > 0 ? `; ${formatCount(c.outside)} keys no panel model has` : ''}`;
}

export function initYourModel(root: HTMLElement, config: YourModelConfig, modelUrl: (id: string) => string): void {
  const input = root.querySelector<HTMLInputElement>('input[type=file]')!;
  const nameInput = root.querySelector<HTMLInputElement>('input[name=display-name]')!;
  const drop = root.querySelector<HTMLElement>('[data-drop]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const problemList = root.querySelector<HTMLUListElement>('[data-problems]')!;
  const results = root.querySelector<HTMLElement>('[data-results]')!;
  root.hidden = false;
  const drawsWorker = startDrawsWorker(navigator.hardwareConcurrency);
  let cohort: Promise<VerdictTable> | null = null;
  const loadCohort = () => (cohort ??= fetch(config.arrowUrl).then(async (response) => {
    if (!response.ok) throw new Error(`${config.arrowUrl}: HTTP ${response.status}`);
    return verdictTableFromArrow(tableFromIPC(new Uint8Array(await response.arrayBuffer())), config.arrowUrl);
  }));

  async function score(file: File): Promise<void> {
    const t0 = performance.now();
    root.dataset.ready = 'false';
    results.hidden = true;
    problemList.replaceChildren();
    status.textContent = `Reading ${file.name}…`;
    const [text, table] = await Promise.all([fileText(file), loadCohort()]);
    const check = checkSubmission(file.name, jsonLines(text), config.context);
    if (check.problems.length > 0 || check.modelId === null) {
      status.textContent = `${file.name}: cannot be scored (${check.problems.length} problem(s)); nothing was scored.`;
      problemList.replaceChildren(...check.problems.slice(0, MAX_SHOWN_PROBLEMS).map((p) => {
        const li = document.createElement('li');
        li.textContent = p.line === null ? `${p.file}: ${p.field}: ${p.message}` : `${p.file}:${p.line}: ${p.field}: ${p.message}`;
        return li;
      }));
      root.dataset.problems = String(check.problems.length);
      root.dataset.ready = 'true';
      return;
    }
    const input = cohortBootstrapInput(table, check.rows, check.modelId, nameInput.value.trim() || null, config.context);
    const result = cohortScoreFromBootstrap(input, await cohortBootstrap(input, drawsWorker));
    const breakdowns = modelBreakdowns(check.rows, config.context, panelKeysFromBits(config.context.panelKeys, config.context.tasks));
    render(result, breakdowns);
    offerExports(result, breakdowns, check.modelId);
    const ms = performance.now() - t0;
    status.textContent = `${file.name}: ${check.rows.length.toLocaleString('en')} verdict rows of ${check.modelId}, scored in ${ms.toFixed(0)} ms against ${config.context.panel.length} models, here in your browser (${config.context.resamples.toLocaleString('en')} task-clustered resamples).`;
    root.dataset.score = JSON.stringify({ model: result.leaderboard.find((r) => r.model_id === result.modelId), leaderboard: result.leaderboard, paired: result.paired, ...breakdowns });
    root.dataset.problems = '0';
    root.dataset.scoreMs = ms.toFixed(1);
    root.dataset.ready = 'true';
  }

  /** Rows of a family or surface table: label by stable id, accuracy, passes of qualifying. */
  function breakdownRows(body: HTMLTableSectionElement, kind: 'family' | 'surface', rows: readonly Breakdown[]): void {
    body.replaceChildren(...rows.map((b) => {
      const tr = document.createElement('tr');
      tr.dataset.key = b.key;
      tr.append(td(vocabLabel(kind, b.key)), td(b.acc === null ? '—' : b.acc.toFixed(1), true), td(`${formatCount(b.passes)} / ${formatCount(b.qualifying)}`, true));
      return tr;
    }));
  }

  function render(result: CohortScore, breakdowns: BreakdownFigures): void {
    const mine = result.leaderboard.find((r) => r.model_id === result.modelId)!;
    const figures = root.querySelector<HTMLTableSectionElement>('tbody[data-figures]')!;
    const e = mine.estimates;
    const rows: [string, string][] = [
      ['Acc %', formatEstimate(e.acc)], ['AP-Acc %', formatEstimate(e.ap_acc)], ['Δ pp', formatEstimate(e.delta)],
      ['F-Acc %', formatEstimate(e.f_acc)], ['DW-Acc %', formatEstimate(e.dw_acc)],
      ['Rank (of ' + result.leaderboard.length + ')', formatRankInterval(e.rank)], ['Tier', String(mine.tier)],
      ['Qualifying verdicts', formatCount(mine.qualifying)], ['Against-prior verdicts', formatCount(mine.against_prior_qualifying)],
      ['Coverage of the panel\'s keys', coverageText(breakdowns)],
    ];
    figures.replaceChildren(...rows.map(([label, value]) => {
      const tr = document.createElement('tr');
      tr.dataset.figure = label;
      tr.append(td(label), td(value, true));
      return tr;
    }));
    const board = root.querySelector<HTMLTableSectionElement>('tbody[data-leaderboard]')!;
    board.replaceChildren(...result.leaderboard.map((r) => {
      const tr = document.createElement('tr');
      tr.dataset.model = r.model_id;
      const name = document.createElement('td');
      if (r.model_id === result.modelId) {
        tr.className = 'yours';
        const strong = document.createElement('strong');
        strong.textContent = `${r.display_name} (yours)`;
        name.append(strong);
      } else {
        const link = document.createElement('a');
        link.href = modelUrl(r.model_id);
        link.textContent = r.display_name;
        name.append(link);
      }
      tr.append(td(formatRankInterval(r.estimates.rank), true), td(String(r.tier), true), name,
        td(formatEstimate(r.estimates.acc), true), td(formatEstimate(r.estimates.ap_acc), true), td(formatEstimate(r.estimates.delta), true),
        td(formatEstimate(r.estimates.f_acc), true), td(formatEstimate(r.estimates.dw_acc), true));
      return tr;
    }));
    const paired = root.querySelector<HTMLTableSectionElement>('tbody[data-paired]')!;
    paired.replaceChildren(...result.paired.map((p) => {
      const tr = document.createElement('tr');
      tr.dataset.model = p.model_id;
      tr.append(td(p.display_name), td(signed(p.difference), true), td(formatCount(p.shared_keys), true));
      return tr;
    }));
    breakdownRows(root.querySelector<HTMLTableSectionElement>('tbody[data-families]')!, 'family', breakdowns.families);
    breakdownRows(root.querySelector<HTMLTableSectionElement>('tbody[data-surfaces]')!, 'surface', breakdowns.surfaces);
    results.hidden = false;
    const chart = root.querySelector<HTMLElement>('[data-rank-chart]');
    if (chart) {
      const names = new Map(result.leaderboard.map((r) => [r.model_id, r.model_id === result.modelId ? `${r.display_name} (yours)` : r.display_name]));
      const width = Math.max(320, Math.min(760, chart.clientWidth || 640));
      drawPlot(chart, rankHeatmapOptions(result.rankProbabilities, (id) => names.get(id) ?? id, width));
    }
  }

  /** The result as JSON, CSV and Markdown downloads (blob links, replaced at each score). */
  function offerExports(result: CohortScore, breakdowns: BreakdownFigures, modelId: string): void {
    const release = pageRelease();
    const tables = [...root.querySelectorAll<HTMLTableElement>('[data-results] table')]
      .map((t, i) => readShownTable(t, `your-model-${i + 1}`, t.caption?.textContent?.trim() ?? `Table ${i + 1}`));
    const source = { permalink: `${location.origin}${location.pathname}`, release };
    const files: Record<string, [string, string]> = {
      json: [yourModelJson(result, breakdowns, release, config.context.resamples), 'application/json'],
      csv: [yourModelCsv(result), 'text/csv'],
      md: [yourModelMarkdown(tables, source), 'text/markdown'],
    };
    for (const a of root.querySelectorAll<HTMLAnchorElement>('a[data-export]')) {
      const [text, type] = files[a.dataset.export!]!;
      if (a.href.startsWith('blob:')) URL.revokeObjectURL(a.href);
      a.href = URL.createObjectURL(new Blob([text], { type }));
      a.download = `${modelId}-score.${a.dataset.export}`;
    }
  }

  const run = (file: File | undefined) => {
    if (!file) return;
    score(file).catch((error: Error) => {
      status.textContent = `Could not score ${file.name}: ${error.message}`;
      root.dataset.ready = 'error';
    });
  };
  input.addEventListener('change', () => run(input.files?.[0]));
  drop.addEventListener('dragover', (event) => { event.preventDefault(); drop.classList.add('over'); });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', (event) => {
    event.preventDefault();
    drop.classList.remove('over');
    run(event.dataTransfer?.files[0]);
  });
  status.textContent = 'Choose or drop a verdicts file (.jsonl or .jsonl.gz).';
}
