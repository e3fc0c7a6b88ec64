/**
 * The re-rank page's rendering of a recomputed leaderboard: the table's rows, the ranking
 * sentence, the rows its "Copy as" gives, the minimum-detectable-effect sentence and whether the
 * numbers are the data build's Table 2. Text is set with textContent only.
 */
import type { adjacentDetectableEffects, LeaderboardRow } from '../../accuracy-bootstrap/leaderboard.ts';
import type { TableArtifact } from '../../artifacts/table.ts';
import { MIN_TASKS, rankingFinding, rerankCells, type BuildRow } from './config.ts';
import { estimateCell, messageRow, NO_VERDICTS, td as cell } from './table-cells.ts';

/** Display names by model id. */
type Names = ReadonlyMap<string, string>;

/** The rows as Table 2's artifact holds them, for "Copy as" (null: an empty selection, nothing to copy). */
export function copyRowsOf(rows: readonly LeaderboardRow[], names: Names): TableArtifact['rows'] | null {
  if (rows.every((r) => r.qualifying === 0)) return null;
  return rows.map((r) => ({
    model_id: r.modelId, display_name: names.get(r.modelId) ?? r.modelId,
    rank: r.qualifying === 0 ? null : r.rank.value, rank_lower: r.qualifying === 0 ? null : r.rank.lower, rank_upper: r.qualifying === 0 ? null : r.rank.upper,
    tier: r.qualifying === 0 ? null : r.tier,
    acc: r.acc.value, acc_lower: r.acc.lower, acc_upper: r.acc.upper, ap_acc: r.apAcc.value, ap_acc_lower: r.apAcc.lower, ap_acc_upper: r.apAcc.upper,
    delta: r.delta.value, delta_lower: r.delta.lower, delta_upper: r.delta.upper, qualifying: r.qualifying, against_prior_qualifying: r.againstQualifying,
  }));
}

/**
 * The table's rows (rank, tier, model linked by `modelUrl`, Acc, AP-Acc, Δ, counts) and the
 * ranking sentence over `tasks` tasks; an empty selection shows one message row instead.
 * Returns whether the selection is empty (no model has a qualifying verdict).
 */
export function renderLeaderboard(tbody: HTMLTableSectionElement, finding: HTMLElement | null, rows: readonly LeaderboardRow[], names: Names, tasks: number, modelUrl: (id: string) => string): boolean {
  const empty = rows.every((r) => r.qualifying === 0);
  const shownRows = rows.map((r) => ({ modelId: r.modelId, ...rerankCells({ ...r, name: names.get(r.modelId) ?? r.modelId }) }));
  if (finding) finding.textContent = empty ? NO_VERDICTS : rankingFinding(shownRows.map((r) => ({ name: r.name, tier: r.tierNumber, qualifying: r.qualifyingNumber })), tasks);
  if (empty) { tbody.replaceChildren(messageRow(8, NO_VERDICTS)); return empty; }
  const fragment = document.createDocumentFragment();
  for (const r of shownRows) {
    const tr = document.createElement('tr');
    tr.dataset.model = r.modelId;
    const name = document.createElement('td');
    const link = document.createElement('a');
    link.href = modelUrl(r.modelId);
    link.textContent = r.name;
    name.append(link);
    // Rank, tier and the counts are the columns a phone hides unless the reader shows all (rerank.astro).
    const wide = (c: HTMLTableCellElement) => { c.classList.add('wide-col'); return c; };
    tr.append(wide(cell(r.rank, true)), wide(cell(r.tier, true)), name, estimateCell(r.acc), estimateCell(r.apAcc), estimateCell(r.delta),
      wide(cell(r.qualifying, true)), wide(cell(r.againstQualifying, true)));
    fragment.append(tr);
  }
  tbody.replaceChildren(fragment);
  return empty;
}

/**
 * The adjacent pairs' minimum detectable effects as one sentence (smallest and largest, beside the
 * observed gaps), and the warning flag when too few tasks carry a selected verdict
 * (docs/metrics.md "Minimum detectable effect": fewer than MIN_TASKS clusters) in root's data-too-few-tasks.
 */
export function showDetectable(root: HTMLElement, detectable: HTMLElement | null, adjacent: ReturnType<typeof adjacentDetectableEffects>, tasks: number, empty: boolean): void {
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

/** Whether the shown numbers equal the build's table2 (to the 12 digits it stores). */
export function sameAsBuild(rows: readonly LeaderboardRow[], build: readonly BuildRow[]): boolean {
  const eq = (a: number | null, b: number | null) => (a === null ? b === null : b !== null && Math.abs(a - b) <= 1e-9);
  return rows.length === build.length && rows.every((r, k) => {
    const b = build[k]!;
    return r.modelId === b.model_id && eq(r.acc.value, b.acc) && eq(r.acc.lower, b.acc_lower) && eq(r.acc.upper, b.acc_upper)
      && eq(r.apAcc.value, b.ap_acc) && eq(r.delta.value, b.delta) && eq(r.rank.value, b.rank) && r.tier === b.tier;
  });
}

/** What `match` says about the numbers shown: nothing (empty), the build's own (no filter; data-same true or false), or filtered. */
export function showBuildMatch(match: HTMLElement, empty: boolean, noFilter: boolean, rows: readonly LeaderboardRow[], build: readonly BuildRow[]): void {
  if (empty) {
    match.textContent = '';
    match.dataset.same = 'empty';
  } else if (noFilter) {
    const same = sameAsBuild(rows, build);
    match.textContent = same
      ? 'No filter: these are exactly the numbers of the data build\'s Table 2 (same seed, same resamples).'
      : 'No filter, but the numbers differ from the data build\'s Table 2 — please report this.';
    match.dataset.same = String(same);
  } else {
    match.textContent = 'Filtered: recomputed from the selected verdicts only; Table 2 uses all of them.';
    match.dataset.same = 'filtered';
  }
}
