/**
 * Slope chart of how the ranking shifts from one metric to another (Acc → AP-Acc): each model is
 * a line from its rank on the left to its rank on the right; crossing lines are the swaps.
 */
import * as Plot from '@observablehq/plot';
import { chartLabel, renderPlot } from './render.ts';

export interface SlopeDatum {
  label: string;
  /** Rank on the left metric (1 = best). */
  from: number;
  /** Rank on the right metric; null when it has none (drawn as a dot on the left only). */
  to: number | null;
}

interface RankSlopeOptions {
  fromLabel: string;
  toLabel: string;
  /** Title over the two rank columns (what the lines join). */
  xLabel: string;
  ariaLabel: string;
  width?: number;
  className?: string;
}

/** Rank slope chart → SVG string. */
export function rankSlopeChart(data: readonly SlopeDatum[], options: RankSlopeOptions): string {
  const long = data.flatMap((d) => [
    { label: d.label, side: options.fromLabel, rank: d.from, moved: d.to !== null && d.from !== d.to },
    ...(d.to === null ? [] : [{ label: d.label, side: options.toLabel, rank: d.to, moved: d.from !== d.to }]),
  ]);
  const n = Math.max(1, ...data.map((d) => Math.max(d.from, d.to ?? d.from)));
  return renderPlot({
    width: options.width ?? 520,
    height: 56 + n * 28,
    marginLeft: 150,
    marginRight: 150,
    marginTop: 44,
    ariaLabel: options.ariaLabel,
    style: { background: 'transparent', color: 'inherit', fontSize: '12px' },
    x: { domain: [options.fromLabel, options.toLabel], axis: 'top', label: options.xLabel, labelAnchor: 'center', padding: 0 },
    y: { domain: [0.5, n + 0.5], reverse: true, axis: null },
    marks: [
      Plot.line(long, { x: 'side', y: 'rank', z: 'label', stroke: (d: { moved: boolean }) => (d.moved ? 'var(--c2, #c2410c)' : 'currentColor'), strokeOpacity: (d: { moved: boolean }) => (d.moved ? 1 : 0.45), strokeWidth: (d: { moved: boolean }) => (d.moved ? 2.2 : 1.2) }),
      Plot.dot(long, { x: 'side', y: 'rank', r: 3.5, fill: 'currentColor', title: (d: { label: string; side: string; rank: number }) => `${d.label}: ${d.side} ${formatRank(d.rank)}` }),
      Plot.text(long.filter((d) => d.side === options.fromLabel), { x: 'side', y: 'rank', text: (d: { rank: number; label: string }) => `${isolated(chartLabel(d.label, 20))} ${formatRank(d.rank)}`, dx: -8, textAnchor: 'end', fill: 'currentColor' }),
      Plot.text(long.filter((d) => d.side === options.toLabel), { x: 'side', y: 'rank', text: (d: { rank: number; label: string }) => `${formatRank(d.rank)} ${isolated(chartLabel(d.label, 20))}`, dx: 8, textAnchor: 'start', fill: 'currentColor' }),
    ],
  }, options.className);
}

/** A name between U+2068 and U+2069 (bidi isolate): a control in it cannot move the rank beside it. */
function isolated(label: string): string {
  return `\u2068${label}\u2069`;
}

/** "3" for whole ranks, "3.5" for averaged ties. */
function formatRank(rank: number): string {
  return Number.isInteger(rank) ? String(rank) : rank.toFixed(1);
}
