/**
 * Decodes the qualifying-verdicts Arrow IPC file (src/pipeline/verdict-arrows.ts) into the
 * VerdictTable the selection reads: dictionary columns as their Int16 codes plus the dictionary
 * (never millions of strings), round and pass as Int8 arrays. Works in the browser and in Node.
 */
import type { Table } from 'apache-arrow';
import type { CodedColumn, VerdictTable } from './selection.ts';

/** A column's values (a dictionary column's codes) in one Int32Array, with the dictionary when asked for one. */
function int32Column(table: Table, name: string, where: string, dictionaryEncoded: boolean): { values: Int32Array; dictionary: string[] } {
  const vector = table.getChild(name);
  if (!vector) throw new Error(`${where}: column ${name} is missing from the Arrow file`);
  const values = new Int32Array(vector.length);
  let offset = 0;
  let dictionary: string[] | null = null;
  for (const data of vector.data) {
    if (dictionaryEncoded && !data.dictionary) throw new Error(`${where}: column ${name} is not dictionary-encoded`);
    const source = data.values as ArrayLike<number>;
    for (let i = 0; i < data.length; i++) values[offset + i] = source[data.offset + i]!;
    offset += data.length;
    if (dictionaryEncoded) dictionary ??= data.dictionary!.toArray().map(String);
  }
  return { values, dictionary: dictionary ?? [] };
}

/** The VerdictTable of a parsed Arrow table; `where` names the file in errors. */
export function verdictTableFromArrow(table: Table, where: string): VerdictTable {
  const coded = (name: string): CodedColumn => {
    const { values, dictionary } = int32Column(table, name, where, true);
    return { codes: values, dictionary };
  };
  return {
    length: table.numRows,
    model: coded('model_id'),
    task: coded('task_id'),
    rule: coded('rule_id'),
    family: coded('family'),
    surface: coded('surface'),
    method: coded('method'),
    lineage: coded('lineage'),
    prior: coded('prior'),
    round: int32Column(table, 'round', where, false).values,
    pass: int32Column(table, 'pass', where, false).values,
  };
}
