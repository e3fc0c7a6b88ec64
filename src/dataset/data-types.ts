/**
 * Croissant dataType of a DuckDB column type (as the build manifest records Parquet columns).
 * Lists become an array field (Croissant 1.1 isArray) of their element type; structs and maps, which Croissant
 * expresses with sub-fields we do not generate, are described as text (sc:Text) with a note.
 */
interface CroissantType {
  dataType: string;
  isArray: boolean;
  note: string | null;
}

const SCALARS: [RegExp, string][] = [
  [/^(VARCHAR|TEXT|STRING|UUID|ENUM.*)$/, 'sc:Text'],
  [/^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|INT\d*)$/, 'sc:Integer'],
  [/^(DOUBLE|FLOAT|REAL|DECIMAL.*)$/, 'sc:Float'],
  [/^BOOLEAN$/, 'sc:Boolean'],
  [/^DATE$/, 'sc:Date'],
  [/^TIMESTAMP.*$/, 'sc:DateTime'],
];

export function croissantType(duckdbType: string): CroissantType {
  const t = duckdbType.trim().toUpperCase();
  if (t.endsWith('[]')) {
    const inner = croissantType(t.slice(0, -2));
    return { dataType: inner.dataType, isArray: true, note: inner.note };
  }
  for (const [pattern, dataType] of SCALARS) if (pattern.test(t)) return { dataType, isArray: false, note: null };
  return { dataType: 'sc:Text', isArray: false, note: `nested DuckDB type ${duckdbType}, read it with a Parquet reader` };
}
