/**
 * Table 5's per-model rows (table5_family_by_model: model, family, passes, qualifying, acc) as a
 * matrix for the failures page: one row per model (in the order given, the leaderboard's), one
 * column per family (pooled accuracy over the models shown, highest first), each cell the model's
 * accuracy on the family with its heat band. Labels, never ids. Nothing is computed beyond the
 * column order; the numbers are the artifact's.
 */
import type { TableArtifact } from '../../artifacts/table.ts';
import { formatNumber } from '../format.ts';
import { heatClass } from '../verdicts.ts';

interface MatrixCell {
  text: string;
  heat: string;
  /** "passes / qualifying" for the cell's tooltip and screen readers. */
  counts: string;
}

export interface FamilyMatrix {
  families: { id: string; label: string }[];
  rows: { modelId: string; name: string; cells: (MatrixCell | null)[] }[];
}

/** The matrix of a table5_family_by_model artifact; models outside `modelOrder` follow it, by id. */
export function familyMatrix(table: TableArtifact, modelOrder: readonly string[], modelName: (id: string) => string, familyLabel: (id: string) => string): FamilyMatrix {
  const cells = new Map<string, { passes: number; qualifying: number; acc: number | null }>();
  const pooled = new Map<string, { passes: number; qualifying: number }>();
  const models = new Set<string>();
  for (const r of table.rows) {
    const model = String(r['model_id']);
    const family = String(r['family']);
    const passes = Number(r['passes']);
    const qualifying = Number(r['qualifying']);
    models.add(model);
    cells.set(`${model}\u0000${family}`, { passes, qualifying, acc: typeof r['acc'] === 'number' ? r['acc'] : null });
    const p = pooled.get(family) ?? { passes: 0, qualifying: 0 };
    pooled.set(family, { passes: p.passes + passes, qualifying: p.qualifying + qualifying });
  }
  const rate = (f: string) => { const p = pooled.get(f)!; return p.qualifying > 0 ? p.passes / p.qualifying : -1; };
  const families = [...pooled.keys()].sort((a, b) => rate(b) - rate(a) || familyLabel(a).localeCompare(familyLabel(b)));
  const rank = new Map(modelOrder.map((id, i) => [id, i]));
  const rowOrder = [...models].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || a.localeCompare(b));
  return {
    families: families.map((id) => ({ id, label: familyLabel(id) })),
    rows: rowOrder.map((modelId) => ({
      modelId,
      name: modelName(modelId),
      cells: families.map((f) => {
        const c = cells.get(`${modelId}\u0000${f}`);
        if (!c) return null;
        return { text: c.acc === null ? '—' : formatNumber(c.acc, '.1f'), heat: heatClass(c.acc), counts: `${formatNumber(c.passes, ',d')} / ${formatNumber(c.qualifying, ',d')}` };
      }),
    })),
  };
}
