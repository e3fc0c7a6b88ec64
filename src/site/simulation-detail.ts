/**
 * The release manifest's `simulation.invented[].detail` texts, as the "What is simulated" page
 * shows them: prose stays prose, and a JSON object the simulator wrote into the text (its
 * settings, `{"discriminationSd":1,…}`) becomes a table of settings in words — never raw JSON.
 * Only an object that parses as JSON is turned into a table; any other brace stays text.
 */
export interface SettingRow {
  /** The setting's key as written (e.g. `discriminationSd`). */
  key: string;
  /** The key in words ("discrimination SD"). */
  name: string;
  /** The value in words: one item for a number or text, one per entry of an object or list ("a: 1"). */
  values: string[];
}

export type DetailPart = { kind: 'text'; text: string } | { kind: 'settings'; rows: SettingRow[] };

/** End index (exclusive) of the balanced `{…}` starting at `start` (strings respected), or −1. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * A camelCase or snake_case key in words: "modelTaskSdScale" → "model task SD scale". Words of one
 * or two letters are abbreviations and are upper-cased ("sd" → "SD"). Pure.
 */
export function keyInWords(key: string): string {
  return key.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/\s+/)
    .map((w) => (w.length <= 2 && /^[a-z]+$/.test(w) ? w.toUpperCase() : w)).join(' ');
}

/** A value in words: numbers with a real minus sign, objects as "name: value, …", lists joined by "; ". */
function valueInWords(value: unknown, label: (id: string) => string): string {
  if (typeof value === 'number') return String(value).replace(/^-/, '−');
  if (Array.isArray(value)) return value.map((v) => valueInWords(v, label)).join('; ');
  if (value && typeof value === 'object') {
    return Object.entries(value).map(([k, v]) => `${label(k)}: ${valueInWords(v, label)}`).join(', ');
  }
  return typeof value === 'string' ? label(value) : String(value);
}

/** A setting's value as items: an object's entries and a list's elements one per item. */
function valueItems(value: unknown, label: (id: string) => string): string[] {
  if (Array.isArray(value)) return value.map((v) => valueInWords(v, label));
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => `${label(k)}: ${valueInWords(v, label)}`);
  return [valueInWords(value, label)];
}

/**
 * Prose around a settings object, tidied: "effects (settings " + table + "), raked" reads
 * "effects, settings:" + table + ", raked" (the parentheses held the object). Pure.
 */
function tidyAround(parts: DetailPart[]): DetailPart[] {
  for (let i = 1; i < parts.length - 1; i++) {
    const [before, after] = [parts[i - 1]!, parts[i + 1]!];
    if (parts[i]!.kind !== 'settings' || before.kind !== 'text' || after.kind !== 'text') continue;
    const open = /\s*\(\s*([\p{L} ]*?)\s*$/u.exec(before.text);
    if (!open || !after.text.startsWith(')')) continue;
    before.text = `${before.text.slice(0, open.index)}${open[1] ? `, ${open[1]}:` : ':'}`;
    after.text = after.text.slice(1);
  }
  return parts.filter((p) => p.kind !== 'text' || p.text.trim() !== '');
}

/**
 * Splits a detail text into prose and settings tables. `label` names an id shown in a value (a
 * model id → its display name, a method id → its label); ids it does not know stay as they are. Pure.
 */
export function detailParts(detail: string, label: (id: string) => string = (id) => id): DetailPart[] {
  const parts: DetailPart[] = [];
  let from = 0;
  for (let i = detail.indexOf('{'); i !== -1; i = detail.indexOf('{', i + 1)) {
    if (i < from) continue;
    const end = balancedEnd(detail, i);
    if (end === -1) break;
    let parsed: unknown;
    try { parsed = JSON.parse(detail.slice(i, end)); } catch { continue; } // not JSON: it stays text
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) continue;
    const before = detail.slice(from, i);
    if (before) parts.push({ kind: 'text', text: before });
    parts.push({ kind: 'settings', rows: Object.entries(parsed).map(([key, v]) => ({ key, name: keyInWords(key), values: valueItems(v, label) })) });
    from = end;
    i = end - 1;
  }
  const rest = detail.slice(from);
  if (rest) parts.push({ kind: 'text', text: rest });
  return tidyAround(parts);
}
