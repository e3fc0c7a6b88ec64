/**
 * Croissant 1.1 typing of a DuckDB column type (as the build manifest records Parquet columns).
 * Atomic types map to the spec's atomic data types ("Data Types" section: sc:Text, sc:Integer,
 * sc:Float, sc:Boolean, sc:Date, sc:DateTime); a list is the element's typing with isArray; a
 * STRUCT is a field without its own dataType whose subFields are the struct's members (spec
 * "Nested Fields"; as mlcommons' 1.1 examples write Parquet struct columns). A MAP has no
 * Croissant (nor Hugging Face `datasets`) equivalent: it is an error naming the type, so the
 * build stores such data as a list of structs instead. Pure.
 */
export interface CroissantColumn {
  /** Atomic dataType; null for a struct (its subFields carry the types). */
  dataType: string | null;
  isArray: boolean;
  /** The struct's members in order; null for an atomic type. */
  subFields: { name: string; type: CroissantColumn }[] | null;
}

const SCALARS: [RegExp, string][] = [
  [/^(VARCHAR|TEXT|STRING|UUID|ENUM.*)$/, 'sc:Text'],
  [/^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|INT\d*)$/, 'sc:Integer'],
  [/^(DOUBLE|FLOAT|REAL|DECIMAL.*)$/, 'sc:Float'],
  [/^BOOLEAN$/, 'sc:Boolean'],
  [/^DATE$/, 'sc:Date'],
  [/^TIMESTAMP.*$/, 'sc:DateTime'],
];

/** Splits "a T, b STRUCT(c U, d V)" at the top-level commas. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth--;
    else if (!quoted && depth === 0 && c === ',') {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p !== '');
}

/** A struct member "name TYPE" or "\"na me\" TYPE" → [name, type]. */
function member(text: string, whole: string): [string, string] {
  const m = /^"((?:[^"]|"")*)"\s+(.+)$/s.exec(text) ?? /^(\S+)\s+(.+)$/s.exec(text);
  if (!m) throw new Error(`DuckDB type ${whole}: cannot read the struct member "${text}"`);
  return [m[1]!.replace(/""/g, '"'), m[2]!];
}

export function croissantColumn(duckdbType: string): CroissantColumn {
  const t = duckdbType.trim();
  if (t.endsWith('[]')) {
    const inner = croissantColumn(t.slice(0, -2));
    if (inner.isArray) throw new Error(`DuckDB type ${duckdbType}: a list of lists has no Croissant field form here`);
    return { ...inner, isArray: true };
  }
  const upper = t.toUpperCase();
  if (upper.startsWith('STRUCT(') && upper.endsWith(')')) {
    const subFields = splitTopLevel(t.slice('STRUCT('.length, -1)).map((m) => {
      const [name, type] = member(m, duckdbType);
      return { name, type: croissantColumn(type) };
    });
    return { dataType: null, isArray: false, subFields };
  }
  if (upper.startsWith('MAP(')) throw new Error(`DuckDB type ${duckdbType}: a MAP has no Croissant or Hugging Face datasets type; write it as a list of structs`);
  for (const [pattern, dataType] of SCALARS) if (pattern.test(upper)) return { dataType, isArray: false, subFields: null };
  throw new Error(`DuckDB type ${duckdbType}: no Croissant dataType for it`);
}
