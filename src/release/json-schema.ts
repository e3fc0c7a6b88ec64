/**
 * JSON Schema (draft 2020-12) of every release record and of the manifest, generated from the zod
 * schemas with zod 4's `z.toJSONSchema`, for third parties who do not read TypeScript.
 * Deterministic: same schemas, same text.
 */
import { z } from 'zod';
import { FORMAT_NAME, Manifest, RELEASE_FILES, RELEASE_FILE_NAMES, SUPPORTED_FORMAT_VERSIONS } from './schemas.ts';

/**
 * The JSON Schema of one zod schema, as published: zod's own export (no title or description).
 * The validator compiles the same object with ajv (schema-check.ts).
 */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'throw' });
}

/** File name → JSON text (2-space indent, final newline) for every schema of the format. */
export function releaseJsonSchemas(): Map<string, string> {
  const version = SUPPORTED_FORMAT_VERSIONS[SUPPORTED_FORMAT_VERSIONS.length - 1];
  const out = new Map<string, string>();
  const add = (name: string, schema: z.ZodType, description: string) => {
    const json = {
      ...jsonSchemaOf(schema),
      title: `${FORMAT_NAME} ${version}: ${name}`,
      description,
    };
    out.set(`${name}.schema.json`, `${JSON.stringify(json, null, 2)}\n`);
  };
  add('manifest', Manifest, 'manifest.json of a release folder (see data/release-format.md).');
  for (const name of RELEASE_FILE_NAMES) {
    add(name, RELEASE_FILES[name].schema, `One line (record) of ${name}.jsonl or ${name}.jsonl.gz (see data/release-format.md). Cross-record invariants are checked by npm run validate, not by this schema.`);
  }
  return out;
}
