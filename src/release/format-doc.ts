/**
 * Renders data/release-format.md: the prose of docs/release-format/template.md, with per-field
 * tables generated from the zod schemas (via their JSON Schema) joined with the meanings in
 * docs/release-format/notes.json. `npm run schemas` writes it; a test asserts the committed file
 * equals a fresh rendering. Node only (a build-time tool).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaOf } from './json-schema.ts';
import { FORMAT_NAME, Manifest, RELEASE_FILES, RELEASE_FILE_NAMES, SUPPORTED_FORMAT_VERSIONS, type ReleaseFileName } from './schemas.ts';
import { CONFIGURABLE_SURFACES } from './vocab.ts';

export const RELEASE_FORMAT_DOC = 'data/release-format.md';
const TEMPLATE = 'docs/release-format/template.md';
const NOTES_FILE = 'docs/release-format/notes.json';
const ROOT = join(import.meta.dirname, '..', '..');

type FormatSection = ReleaseFileName | 'manifest';
/** Each data file's introduction, and the meaning (and unit) of every field; types and allowed values come from the schemas. */
const NOTES = JSON.parse(readFileSync(join(ROOT, NOTES_FILE), 'utf8')) as {
  files: Record<ReleaseFileName, string>;
  fields: Record<FormatSection, Record<string, string>>;
};

type Json = Record<string, unknown>;
interface FieldRow { field: string; type: string; allowed: string; meaning: string }

const BIG = 9007199254740991;

/** One row per field (nested objects flattened as `a.b`, array items as `a[].b`). */
export function fieldRows(section: FormatSection): FieldRow[] {
  const schema = section === 'manifest' ? Manifest : RELEASE_FILES[section].schema;
  const json = jsonSchemaOf(schema) as Json;
  const rows: { field: string; type: string; allowed: string }[] = [];
  flatten(json, '', rows, section);
  const notes = NOTES.fields[section];
  const out = rows.map((r) => {
    const meaning = notes[r.field];
    if (meaning === undefined) throw new Error(`${NOTES_FILE}: no meaning for ${section}.${r.field}; add it to fields.${section}`);
    return { ...r, meaning };
  });
  const stale = Object.keys(notes).filter((f) => !rows.some((r) => r.field === f));
  if (stale.length > 0) throw new Error(`${NOTES_FILE}: ${section} notes for fields the schema does not have: ${stale.join(', ')}`);
  return out;
}

function flatten(schema: Json, prefix: string, rows: { field: string; type: string; allowed: string }[], section: FormatSection): void {
  const properties = (schema['properties'] ?? {}) as Record<string, Json>;
  const required = new Set((schema['required'] ?? []) as string[]);
  for (const [name, prop] of Object.entries(properties)) {
    const field = prefix === '' ? name : `${prefix}.${name}`;
    if (section === 'manifest' && field === 'files') {
      rows.push({ field, type: 'object', allowed: RELEASE_FILE_NAMES.map((n) => `\`${n}\``).join(', ') });
      const example = ((prop['properties'] as Record<string, Json>)['models'])!;
      const start = rows.length;
      flatten(example, 'files.<name>', rows, section);
      for (const row of rows.slice(start)) row.allowed = row.allowed.replace('models', '<name>');
      continue;
    }
    const { type, allowed } = describe(prop);
    rows.push({ field, type: required.has(name) ? type : `${type} (optional)`, allowed });
    const object = objectPart(prop);
    if (object !== null) flatten(object, field, rows, section);
    const items = arrayItems(prop);
    if (items !== null && objectPart(items) !== null) flatten(objectPart(items)!, `${field}[]`, rows, section);
  }
}

function nonNull(prop: Json): { inner: Json; nullable: boolean } {
  const anyOf = prop['anyOf'] as Json[] | undefined;
  if (anyOf !== undefined && anyOf.length === 2 && anyOf.some((s) => s['type'] === 'null')) {
    return { inner: anyOf.find((s) => s['type'] !== 'null')!, nullable: true };
  }
  return { inner: prop, nullable: false };
}

function objectPart(prop: Json): Json | null {
  const { inner } = nonNull(prop);
  return inner['type'] === 'object' && inner['properties'] !== undefined ? inner : null;
}

function arrayItems(prop: Json): Json | null {
  const { inner } = nonNull(prop);
  return inner['type'] === 'array' ? (inner['items'] as Json) : null;
}

function describe(prop: Json): { type: string; allowed: string } {
  const { inner, nullable } = nonNull(prop);
  const base = describeNonNull(inner);
  return { type: nullable ? `${base.type} or null` : base.type, allowed: base.allowed };
}

function range(min: unknown, max: unknown, unit = ''): string {
  const lo = typeof min === 'number' && Math.abs(min) !== BIG ? min : null;
  const hi = typeof max === 'number' && Math.abs(max) !== BIG ? max : null;
  if (lo !== null && hi !== null) return `${lo}–${hi}${unit}`;
  if (lo !== null) return `≥ ${lo}${unit}`;
  if (hi !== null) return `≤ ${hi}${unit}`;
  return '';
}

function describeNonNull(s: Json): { type: string; allowed: string } {
  if (s['const'] !== undefined) return { type: 'string', allowed: `\`${JSON.stringify(s['const'])}\`` };
  const enumValues = s['enum'] as string[] | undefined;
  if (enumValues !== undefined) return { type: 'enum', allowed: enumValues.map((v) => `\`${v}\``).join(', ') };
  switch (s['type']) {
    case 'string': {
      if (s['pattern'] !== undefined) return { type: 'string', allowed: `matches \`${String(s['pattern'])}\`` };
      return { type: 'text', allowed: `${range(s['minLength'], s['maxLength'], ' chars')}` };
    }
    case 'integer': return { type: 'integer', allowed: range(s['minimum'], s['maximum']) };
    case 'number': return { type: 'number', allowed: range(s['minimum'], s['maximum']) };
    case 'boolean': return { type: 'boolean', allowed: '`true`, `false`' };
    case 'array': {
      const item = describe(s['items'] as Json);
      const count = s['minItems'] !== undefined && s['minItems'] === s['maxItems'] ? `exactly ${String(s['minItems'])}` : range(s['minItems'], s['maxItems'], ' items');
      const itemType = objectPart(s['items'] as Json) !== null ? 'object' : item.type;
      return { type: `array of ${itemType}`, allowed: [count, item.allowed].filter((x) => x !== '').join('; each ') };
    }
    case 'object': {
      if (s['properties'] !== undefined) return { type: 'object', allowed: 'fields below' };
      const keys = describeNonNull(s['propertyNames'] as Json);
      const values = describeNonNull(s['additionalProperties'] as Json);
      return { type: `object (${keys.type} → ${values.type})`, allowed: `keys ${keys.allowed}; values ${values.allowed}` };
    }
    default: throw new Error(`format-doc: cannot describe JSON Schema ${JSON.stringify(s).slice(0, 120)}`);
  }
}

function table(section: FormatSection): string {
  const escape = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const lines = ['| field | type | allowed values | meaning |', '|---|---|---|---|'];
  for (const r of fieldRows(section)) lines.push(`| \`${r.field}\` | ${escape(r.type)} | ${escape(r.allowed || '—')} | ${escape(r.meaning)} |`);
  return lines.join('\n');
}

/** `{{name}}` in the template, each of which must be given (and used). */
function fill(template: string, values: Record<string, string>): string {
  const unused = new Set(Object.keys(values));
  const out = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${TEMPLATE}: no value for {{${name}}}`);
    unused.delete(name);
    return value;
  });
  if (unused.size > 0) throw new Error(`${TEMPLATE}: does not use ${[...unused].join(', ')}`);
  return out;
}

export function renderReleaseFormatDoc(): string {
  const code = (items: readonly string[]) => items.map((x) => `\`${x}\``).join(', ');
  const sections = RELEASE_FILE_NAMES.map((name) => [
    `### \`${name}.jsonl\``,
    '',
    NOTES.files[name],
    '',
    `Primary key: ${RELEASE_FILES[name].key.map((k) => `\`${k}\``).join(' + ')} (unique). JSON Schema: \`data/release-schema/${name}.schema.json\`.`,
    '',
    table(name),
    '',
  ].join('\n'));
  return `<!-- GENERATED by \`npm run schemas\` from src/release/schemas.ts and ${TEMPLATE}, ${NOTES_FILE} (src/release/format-doc.ts). Do not edit by hand. -->\n${fill(readFileSync(join(ROOT, TEMPLATE), 'utf8'), {
    format_name: FORMAT_NAME,
    versions: SUPPORTED_FORMAT_VERSIONS.join(', '),
    file_names: code(RELEASE_FILE_NAMES),
    manifest_table: table('manifest'),
    version_list: code(SUPPORTED_FORMAT_VERSIONS),
    file_sections: sections.join('\n'),
    surface_order: CONFIGURABLE_SURFACES.join(' < '),
  })}`;
}
