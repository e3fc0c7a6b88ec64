/**
 * Which section page shows a table artifact, decided from the artifact's id and paper reference
 * (the data build names each table after the query that made it). A table no rule matches is
 * still shown on its own table page and listed on the paper map, so nothing computed is hidden.
 */
import type { TableArtifact } from '../artifacts/table.ts';
import { pagePaths } from './urls.ts';

export const SECTIONS = [
  { key: 'overview', label: 'Overview', path: pagePaths.overview(), match: /leaderboard|table_?2\b|table2|tier|rank|common_support|cohort|ap_swap|swaps|adjacent|span/ },
  { key: 'surfaces', label: 'Surfaces', path: pagePaths.surfaces(), match: /surface|e0|table_?4|bradley|\bbt_|rank_sum|conflict/ },
  { key: 'failures', label: 'Failures and difficulty', path: pagePaths.failures(), match: /failure|family|modality|action|difficulty|figure_?4|figure_?5|table_?5/ },
  { key: 'reliability', label: 'Reliability', path: pagePaths.reliability(), match: /reliability|icc|retest|judge|audit|kappa|method|table_?7|deterministic|lineage|threshold|cluster|probe|sensitiv|spread/ },
  { key: 'noncoding', label: 'Non-coding', path: pagePaths.noncoding(), match: /noncoding|non_coding|nc_|table_?8/ },
] as const;
type SectionKey = (typeof SECTIONS)[number]['key'];

/**
 * Sort key of a paper reference: main-text items (Section, Table, Figure) first, then
 * appendices, then our additions; numbers compare numerically within each group.
 */
export function paperRefOrder(a: string | null, b: string | null): number {
  const group = (r: string | null) => (r === null ? 2 : /^appendix/i.test(r) ? 1 : 0);
  return group(a) - group(b) || (a ?? '').localeCompare(b ?? '', 'en', { numeric: true });
}

/** The section a table belongs to (first match on id, then on paper reference), or null. */
export function sectionOfTable(table: Pick<TableArtifact, 'id' | 'paper_ref'>): (typeof SECTIONS)[number] | null {
  // Non-coding first: "nc_family" must not land on the failures page.
  const ordered = [SECTIONS[4], SECTIONS[1], SECTIONS[3], SECTIONS[2], SECTIONS[0]];
  for (const s of ordered) if (s.match.test(table.id)) return s;
  const ref = (table.paper_ref ?? '').toLowerCase().replace(/\s+/g, '_');
  for (const s of ordered) if (s.match.test(ref)) return s;
  return null;
}

/**
 * Reading order of the tables the data build is known to write (the paper's order within each
 * section); tables not listed follow, by paper reference then id.
 */
const READING_ORDER = [
  'table2_leaderboard', 'table2_summary', 'adjacent_differences', 'common_support', 'cohort_correlation',
  'table4_surfaces', 'e0_rank_sums', 'e0_bradley_terry', 'e0_bootstrap_summary', 'e0_single_build', 'e0_leave_one_out', 'e0_equal_weight', 'e0_error_variants',
  'fig4_failures_by_action', 'table5_family', 'table5_family_by_model', 'fig5_modality_class',
  'reliability_summary', 'icc_test_retest', 'icc_cell_range', 'judge_agreement', 'judge_swap_shifts', 'table7_scoring_method', 'deterministic_subset',
  'prior_lineage', 'threshold_sensitivity', 'probe_gaps', 'clusters',
  'table8_noncoding',
];

/** Tables of one section, in reading order. */
export function tablesOfSection(tables: readonly TableArtifact[], key: SectionKey): TableArtifact[] {
  const position = (t: TableArtifact) => {
    const i = READING_ORDER.indexOf(t.id);
    return i < 0 ? READING_ORDER.length : i;
  };
  return tables
    .filter((t) => sectionOfTable(t)?.key === key)
    .sort((a, b) => position(a) - position(b)
      || (a.paper_ref ?? '~').localeCompare(b.paper_ref ?? '~', 'en', { numeric: true }) || a.id.localeCompare(b.id));
}
