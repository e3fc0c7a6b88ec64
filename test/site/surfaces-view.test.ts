// The surfaces page's view model (src/site/views/surfaces.ts) on hand-made E0 artifacts: the
// finding is worded from the bootstrap summary and the tested order in its tested_group_* cells, the
// strengths are sorted by θ, and the HD paragraph counts what the release places on HD.
import { describe, expect, it } from 'vitest';
import type { TableArtifact } from '../../src/artifacts/table.ts';
import { listWords, surfacesView, testedOrder, type SurfacesArtifacts } from '../../src/site/views/surfaces.ts';

const col = (id: string, unit: TableArtifact['columns'][number]['unit'] = 'coefficient', label = id) => ({ id, label, description: null, unit, format: null, interval_of: null, bound: null, links_to: null });
const tbl = (id: string, description: string, rows: TableArtifact['rows']): TableArtifact => ({
  id, title: id, paper_ref: null, description, provenance: { sql: null, statistic: null, rows: { kind: 'query' as const, sql: 'SELECT 1' } }, columns: [col('surface', 'id'), col('theta', 'coefficient', 'Log-strength θ')], rows, notes: [],
});
const bt = tbl('e0_bradley_terry', '', [
  { surface: 'TD', theta: -0.5, theta_lower: -1, theta_upper: 0.1 },
  { surface: 'SP', theta: 0.9, theta_lower: 0.2, theta_upper: 1.5 },
  { surface: 'SD', theta: -0.4, theta_lower: -0.8, theta_upper: -0.1 },
]);
const boot = (pooled: boolean) => tbl('e0_bootstrap_summary', 'A description naming no order: the order is read from the cells.', [
  { resamples: 200, full_order_count: 150, builds: 4, single_build_reproducing: 3, pooled_reproduces: pooled, tested_group_sp: 1, tested_group_ui: 1, tested_group_td: 2, tested_group_sd: 3 },
]);
const input = (pooled: boolean): SurfacesArtifacts => ({
  bradleyTerry: bt, bootstrap: boot(pooled), table4: tbl('table4_surfaces', '', [{ surface: 'SP' }, { surface: 'TD' }]),
  // The build's counts for 3 rules admitting [HD, SP], [SP], [HD, TD] and 4 placements SP, SP, TD, SD.
  placements: tbl('surface_placements', '', [
    { surface: 'HD', admissible_rules: 2, library_rules: 3, placements: 0, panel_placements: 4 },
    { surface: 'SD', admissible_rules: 0, library_rules: 3, placements: 1, panel_placements: 4 },
    { surface: 'SP', admissible_rules: 2, library_rules: 3, placements: 2, panel_placements: 4 },
    { surface: 'TD', admissible_rules: 1, library_rules: 3, placements: 1, panel_placements: 4 },
  ]),
});

describe('surfacesView', () => {
  it('reads the tested order from the tested_group_<surface> cells, not from prose', () => {
    expect(testedOrder({ tested_group_sd: 3, tested_group_sp: 1, tested_group_td: 2, tested_group_pf: 1, tested_group_ui: 1 })).toEqual([['SP', 'PF', 'UI'], ['TD'], ['SD']]);
    expect(testedOrder({ description: 'the full order {SP, PF, UI} > TD > SD appears' })).toBeNull();
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
  it('words the finding from the summary: 150 of 200 resamples = 75.0% (hand), 3 of 4 builds', () => {
    expect(surfacesView(input(true)).finding).toBe('When two surfaces contradict each other, SP and UI win over TD, and TD over SD: the pooled Bradley–Terry fit gives this order, and 75.0% of 200 crossed-bootstrap resamples and 3 of 4 single-build fits reproduce it.');
    expect(surfacesView(input(false)).finding).toMatch(/^The pooled Bradley–Terry fit does not give the tested order \(SP and UI win over TD, and TD over SD\); 75\.0% of 200/);
  });
  it('sorts the strengths by θ and names the intervals that exclude 0', () => {
    const v = surfacesView(input(true));
    expect(v.strengths.map((s) => s.surface)).toEqual(['SP', 'SD', 'TD']);
    expect(v.detail).toContain('Strongest: SP · System prompt, θ = 0.90 [0.20, 1.50]; weakest: TD · Tool description, θ = −0.50 [−1.00, 0.10].');
    expect(v.detail).toContain('above 0 (wins more than the average surface) for SP and below 0 for SD');
  });
  it('says HD\'s counts from surface_placements: 2 of 3 rules admissible, 0 of 4 placements, absent from Table 4 and E0', () => {
    expect(surfacesView(input(true)).hd).toEqual({ label: 'Harness default', admissible: 2, rules: 3, placed: 0, placements: 4, inTable4: false, inE0: false });
  });
  it('has no finding without the E0 tables', () => {
    const v = surfacesView({ ...input(true), bradleyTerry: null, bootstrap: null });
    expect([v.finding, v.detail, v.chart]).toEqual([null, null, null]);
  });
});
