/**
 * Reading and checking `manifest.json` of a release folder: schema, supported format version,
 * provenance/simulation consistency. Yields the data-file entries to read (falling back to the
 * files present on disk for entries the manifest gets wrong, so their records are still checked).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Manifest, RELEASE_FILE_NAMES, SUPPORTED_FORMAT_VERSIONS, type ManifestFileEntry, type ReleaseFileName,
} from './schemas.ts';
import type { ProblemLog } from './problems.ts';
import { recordIssues } from './record-issues.ts';
import { duplicateKey, loneSurrogate, tooDeep } from './strict-json.ts';

export const MANIFEST_FILE = 'manifest.json';

interface ManifestReading {
  /** False when the release cannot be read further (no manifest, not JSON, unsupported version). */
  readable: boolean;
  /** Per data file: the manifest entry when valid (checks hash and rows), else a path found on disk. */
  files: Partial<Record<ReleaseFileName, { path: string; expected: ManifestFileEntry | null }>>;
  manifest: Manifest | null;
}

export function readManifest(dir: string, problems: ProblemLog): ManifestReading {
  const path = join(dir, MANIFEST_FILE);
  const none: ManifestReading = { readable: false, files: {}, manifest: null };
  if (!existsSync(path)) {
    problems.at(MANIFEST_FILE, null, '(file)', `missing: a release folder needs ${MANIFEST_FILE}`);
    return none;
  }
  const bytes = readFileSync(path);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    problems.at(MANIFEST_FILE, 1, '(encoding)', 'starts with a byte-order mark (BOM); release files are UTF-8 without BOM');
    return none;
  }
  let raw: unknown;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const deep = tooDeep(text);
    if (deep !== null) {
      problems.at(MANIFEST_FILE, text.slice(0, deep.offset).split('\n').length, deep.field, deep.message);
      return none;
    }
    raw = JSON.parse(text);
  } catch (error) {
    problems.at(MANIFEST_FILE, null, '(json)', `not valid UTF-8 JSON: ${(error as Error).message.slice(0, 160)}`);
    return none;
  }
  // A file listed twice, say: JSON.parse would keep the last entry without a word.
  const unloadable = loneSurrogate(text, raw) ?? duplicateKey(text, raw);
  if (unloadable !== null) problems.at(MANIFEST_FILE, null, unloadable.field, unloadable.message);
  const parsed = Manifest.safeParse(raw);
  if (!parsed.success) {
    for (const p of recordIssues(MANIFEST_FILE, 0, raw, parsed.error.issues)) problems.at(MANIFEST_FILE, null, p.field, p.message);
  }
  const record = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;

  const version = record['format_version'];
  if (typeof version === 'string' && !(SUPPORTED_FORMAT_VERSIONS as readonly string[]).includes(version)) {
    problems.at(MANIFEST_FILE, null, 'format_version', `unsupported format version "${version}"; this code reads ${SUPPORTED_FORMAT_VERSIONS.join(', ')}`);
    return { ...none, manifest: parsed.success ? parsed.data : null };
  }
  const provenance = record['provenance'];
  const simulation = record['simulation'];
  if (provenance === 'simulated' && (simulation === null || simulation === undefined)) {
    problems.at(MANIFEST_FILE, null, 'simulation', 'provenance is "simulated" but simulation is null: say how the data was invented');
  }
  if (provenance === 'official' && simulation !== null && simulation !== undefined) {
    problems.at(MANIFEST_FILE, null, 'simulation', 'provenance is "official" but simulation is set: an official release carries no simulation block');
  }

  const files: ManifestReading['files'] = {};
  const listed = (record['files'] ?? {}) as Record<string, unknown>;
  for (const name of RELEASE_FILE_NAMES) {
    const entry = Manifest.shape.files.shape[name].safeParse(listed[name]);
    if (entry.success) files[name] = { path: entry.data.path, expected: entry.data };
    else {
      // The manifest already reported this entry; still check the file's records if it is there.
      const onDisk = [`${name}.jsonl`, `${name}.jsonl.gz`].find((candidate) => existsSync(join(dir, candidate)));
      if (onDisk !== undefined) files[name] = { path: onDisk, expected: null };
      else if (listed[name] === undefined) problems.at(`${name}.jsonl`, null, '(file)', `missing: not in ${MANIFEST_FILE} and not on disk`);
    }
  }
  return { readable: true, files, manifest: parsed.success ? parsed.data : null };
}
