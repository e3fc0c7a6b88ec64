/**
 * View model of the "Paper beside build" page: every figure `npm run reproduce -- all --check`
 * compares, with the paper's published value, the loaded build's value and whether it is within
 * the derived tolerance — the check's own report (src/reproduce/check.ts) and its own display
 * text (check-grid.ts), grouped by the paper's table or figure. Nothing is recomputed here.
 */
import path from 'node:path';
import { openBuild } from '../../reproduce/build-reader.ts';
import { checkFigures, type CheckReport } from '../../reproduce/check.ts';
import { checkGrids } from '../../reproduce/check-grid.ts';
import { FIGURES } from '../../reproduce/figures.ts';
import { loadPublished, PUBLISHED_FILE } from '../../reproduce/published.ts';
import { paperRefOrder } from '../sections.ts';

interface BesideRow {
  id: string;
  /** The row's in-page anchor (figureAnchor). */
  anchor: string;
  /** The paper reference the figure belongs to ("Table 2"). */
  paper: string;
  label: string;
  published: string;
  computed: string;
  difference: string;
  tolerance: string;
  reason: string;
  /** within: |build − paper| ≤ tolerance; outside: not; missing: the build cannot answer it. */
  status: 'within' | 'outside' | 'missing';
  problem: string | null;
}

/** The in-page anchor of a paper reference's figures on the page ("Table 2" → "paper-table-2"). */
export function besideAnchor(paper: string): string {
  return `paper-${paper.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/** The in-page anchor of one figure's row ("counts.library_rules" → "figure-counts.library_rules"). */
export function figureAnchor(figureId: string): string {
  return `figure-${figureId.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
}

/** Whether `reproduce --check` compares any figure of this paper reference (the page has a section for it). */
export function hasCheckedFigures(paper: string | null): boolean {
  return paper !== null && FIGURES.some((f) => f.paper === paper);
}

/** The report as the page shows it: the check's display cells, grouped by paper reference in paper order. */
export function besideView(report: CheckReport) {
  const [figures] = checkGrids(report);
  const groups = new Map<string, BesideRow[]>();
  report.lines.forEach((line, i) => {
    const [, published, computed, difference, tolerance, reason] = figures!.cells[i]!;
    const status = line.ours === null ? 'missing' : line.status === 'OK' ? 'within' : 'outside';
    const row: BesideRow = { id: line.id, anchor: figureAnchor(line.id), paper: line.paper, label: line.label, published: published!, computed: computed!, difference: difference!, tolerance: tolerance!, reason: reason!, status, problem: line.problem };
    groups.set(line.paper, [...(groups.get(line.paper) ?? []), row]);
  });
  const ordered = [...groups].sort(([a], [b]) => paperRefOrder(a, b)).map(([paper, rows]) => ({ paper, rows }));
  const all = ordered.flatMap((g) => g.rows);
  return {
    groups: ordered,
    // What the reader looks for first: the figures outside their tolerance, and those the build
    // cannot answer, each in paper order.
    notWithin: all.filter((r) => r.status !== 'within'),
    outside: all.filter((r) => r.status === 'outside'),
    missing: all.filter((r) => r.status === 'missing'),
    // Rows the paper marks `published: false`: nothing to compare.
    unpublished: report.skipped,
    counts: { figures: report.lines.length, within: report.ok, outside: report.failed - report.missing, missing: report.missing },
  };
}

/** Runs the check on the site's data build against the paper's published figures (data/paper/published.json). */
export async function loadBesideView(buildDir: string, root = process.cwd()) {
  const build = await openBuild(buildDir);
  try {
    return besideView(await checkFigures(build, loadPublished(path.join(root, PUBLISHED_FILE)), FIGURES));
  } finally {
    build.close();
  }
}
