/**
 * `npm run schemas`: writes data/release-schema/<name>.schema.json for the manifest and every
 * record schema of the release format (generated from src/release/schemas.ts; commit them).
 * Also regenerates the per-field tables of data/release-format.md.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseJsonSchemas } from '../src/release/json-schema.ts';
import { RELEASE_FORMAT_DOC, renderReleaseFormatDoc } from '../src/release/format-doc.ts';

const OUT = join(import.meta.dirname, '..', 'data', 'release-schema');
mkdirSync(OUT, { recursive: true });
const schemas = releaseJsonSchemas();
for (const file of readdirSync(OUT)) if (file.endsWith('.schema.json') && !schemas.has(file)) rmSync(join(OUT, file));
for (const [file, text] of schemas) writeFileSync(join(OUT, file), text);
process.stderr.write(`schemas: wrote ${schemas.size} files to ${OUT}\n`);

const doc = join(import.meta.dirname, '..', RELEASE_FORMAT_DOC);
writeFileSync(doc, renderReleaseFormatDoc());
process.stderr.write(`schemas: wrote ${doc}\n`);
