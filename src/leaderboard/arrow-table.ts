/**
 * Decodes the qualifying-verdicts Arrow IPC file (src/pipeline/verdict-arrows.ts) into the
 * VerdictTable the selection reads: dictionary columns as their Int16 codes plus the dictionary
 * (never millions of strings), round and pass as Int8 arrays. Works in the browser and in Node.
 */
import type { Table, Vector } from 'apache-arrow';
import type { CodedColumn, VerdictTable } from './selection.ts';

function child(table: Table, name: string, where: string): Vector {
  const v = table.getChild(name);
  if (!v) throw new Error(`${where}: column ${name} is missing from the Arrow file`);
  return v;
}

function coded(table: Table, name: string, where: string): CodedColumn {
  const vector = child(table, name, where);
  const codes = new Int32Array(vector.length);
  let offset = 0;
  let dictionary: string[] | null = null;
  for (const data of vector.data) {
    if (!data.dictionary) throw new Error(`${where}: column ${name} is not dictionary-encoded`);
    const values = data.values as ArrayLike<number>;
    for (let i = 0; i < data.length; i++) codes[offset + i] = values[data.offset + i]!;
    offset += data.length;
    dictionary ??= data.dictionary.toArray().map(String);
  }
  return { codes, dictionary: dictionary ?? [] };
}

function plain(table: Table, name: string, where: string): Int32Array {
  const vector = child(table, name, where);
  const out = new Int32Array(vector.length);
  let offset = 0;
  for (const data of vector.data) {
    const values = data.values as ArrayLike<number>;
    for (let i = 0; i < data.length; i++) out[offset + i] = values[data.offset + i]!;
    offset += data.length;
  }
  return out;
}

/** The VerdictTable of a parsed Arrow table; `where` names the file in errors. */
export function verdictTableFromArrow(table: Table, where: string): VerdictTable {
  return {
    length: table.numRows,
    model: coded(table, 'model_id', where),
    task: coded(table, 'task_id', where),
    rule: coded(table, 'rule_id', where),
    family: coded(table, 'family', where),
    surface: coded(table, 'surface', where),
    method: coded(table, 'method', where),
    lineage: coded(table, 'lineage', where),
    prior: coded(table, 'prior', where),
    round: plain(table, 'round', where),
    pass: plain(table, 'pass', where),
  };
}
