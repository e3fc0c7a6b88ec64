/**
 * Browser: fetch and decode the Arrow file of qualifying verdicts, and draw the bootstrap's task
 * multiplicities once. apache-arrow is imported on demand so it is not in the page's first load.
 */
import type { DenseIndex, VerdictTable } from '../../accuracy-bootstrap/selection.ts';
import type { ResampleWeights } from '../../accuracy-bootstrap/resample-weights.ts';
import { denseIndex } from '../../accuracy-bootstrap/selection.ts';
import { drawResampleWeightsInSlices } from '../../accuracy-bootstrap/resample-weights.ts';
import { verdictTableFromArrow } from '../../accuracy-bootstrap/arrow-table.ts';

export interface LoadedVerdicts {
  table: VerdictTable;
  index: DenseIndex;
  weights: ResampleWeights;
}

/**
 * Gives the page a turn (input, paint) between slices of long work: scheduler.yield where the
 * browser has it (the work resumes ahead of other tasks), else a message to this page.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

export async function loadVerdicts(url: string, panelModelIds: readonly string[], resamples: number, seed: number, label: string): Promise<LoadedVerdicts> {
  const [{ tableFromIPC }, response] = await Promise.all([import('apache-arrow'), fetch(url)]);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  await yieldToPage();
  const table = verdictTableFromArrow(tableFromIPC(bytes), url);
  const index = denseIndex(table, panelModelIds);
  if (index.taskIds.length === 0) throw new Error(`${url}: no verdict of a panel model`);
  await yieldToPage();
  return { table, index, weights: await drawResampleWeightsInSlices(index.taskIds.length, resamples, seed, label, yieldToPage) };
}

/** "85.9 [82.5, 89.3]"; "—" for an undefined value. */
export function formatEstimate(e: { value: number | null; lower: number | null; upper: number | null }, digits = 1): string {
  if (e.value === null) return '—';
  const f = (x: number | null) => (x === null ? '—' : x.toFixed(digits));
  return `${f(e.value)} [${f(e.lower)}, ${f(e.upper)}]`;
}

/**
 * Integer counts plainly, weighted sums with one decimal, as toLocaleString('en') prints them.
 * Whole numbers (every count the pages show on load) are grouped here without Intl, whose first
 * use costs 13–29 ms of a page's load in Chromium (measured) — a long task more on re-rank (issue 17).
 */
export function formatCount(x: number): string {
  if (!Number.isInteger(x) || Math.abs(x) >= 1e21 || Object.is(x, -0)) return x.toLocaleString('en', { maximumFractionDigits: 1 });
  const digits = String(Math.abs(x));
  return `${x < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
