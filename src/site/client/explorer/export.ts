/**
 * The verdict explorer's selection out of the page: every row of it (not only the page shown),
 * in the grid's order, as a CSV download or a copy as LaTeX, Markdown or CSV.
 */
import { tableCsv } from '../../csv.ts';
import { copyTable, type CopyFormat, type CopySource } from '../../table-copy.ts';
import { explorerTable, type ExplorerRow } from '../../verdicts.ts';
import { valueAt, verdictIdAt, type VerdictColumns } from './columns.ts';

/**
 * The clipboard text of the explorer's selection: the rows in the order shown, every page of them
 * (not only the 50 on screen), in the renderers `reproduce` uses, then the permalink (which holds
 * the filters and sort) and the release's sha256. `reproduce` has no explorer table, so the LaTeX
 * header comment, which for a paper table names the `reproduce` command, says what this copy is.
 */
export function explorerCopy(rows: readonly ExplorerRow[], format: CopyFormat, names: Record<string, string>, source: CopySource): string {
  const n = rows.length;
  const table = explorerTable(rows, format === 'csv');
  const text = copyTable({ ...table, title: `Verdicts selected in the Harness-IF verdict explorer (${n.toLocaleString('en')})` }, table.rows, format, names, source, true);
  if (format !== 'latex') return text;
  const lines = text.split('\n');
  const layout = /Layout: .*$/.exec(lines[0]!)?.[0] ?? '';
  lines[0] = `% Harness-IF Explorer, verdict explorer: the ${n.toLocaleString('en')} verdict${n === 1 ? '' : 's'} of the selection, every page, in the order shown; the filters and sort are in the permalink at the end. Not a paper table. ${layout}`.trimEnd();
  return lines.join('\n');
}

/** The selection (`matches`, in the grid's order) as the CSV and the copies write it; `models`: display names by id. */
export function selectionRows(data: VerdictColumns, matches: Uint32Array, models: Record<string, string>): ExplorerRow[] {
  return Array.from(matches, (i) => {
    const value = (column: string) => valueAt(data, column, i);
    return {
      verdict_id: verdictIdAt(data, i), model_id: value('model_id'), model: models[value('model_id')] ?? value('model_id'),
      task_id: value('task_id'), round: data.columns.round!.codes[i]!, rule_id: value('rule_id'), family: value('family'),
      surface: value('surface'), method: value('method'), modality_class: value('modality_class'), prior: value('prior'),
      lineage: value('lineage'), raw_verdict: value('raw_verdict'), verdict: value('effective_verdict'),
    };
  });
}

/** Saves `rows` as verdicts.csv (the explorer table's CSV columns). */
export function downloadCsv(rows: readonly ExplorerRow[]): void {
  const table = explorerTable(rows, true);
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([tableCsv(table.columns, table.rows)], { type: 'text/csv' }));
  a.download = 'verdicts.csv';
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 0);
}
