// Zod-free (the site's client bundles import it through reproduce's grid).
import type { TableArtifact, TableColumn } from './table.ts';

/**
 * The model (or build) ids a cell of a table names, beyond an id column's single id: a text
 * column whose `links_to` is model or build holds a space-separated list (a cluster's members),
 * and a figures table's `text` value of a row whose `unit` is "id" is one id (the top model).
 * Null when the cell names none, so the site and reproduce show display names in exactly the same cells.
 */
export function modelIdsOfCell(column: Pick<TableColumn, 'id' | 'unit' | 'links_to'>, row: TableArtifact['rows'][number]): string[] | null {
  const value = row[column.id];
  if (typeof value !== 'string') return null;
  if (column.unit === 'text' && (column.links_to === 'model' || column.links_to === 'build')) return value.split(' ').filter((id) => id !== '');
  if (column.id === 'text' && column.unit === 'text' && row.unit === 'id') return [value];
  return null;
}
