/**
 * The code an evaluator quotes in evidence: per language, a few real-looking lines, syntax-tree
 * node kinds and the usual test and lint commands; per task repository (keyed by scenario and
 * the repository name that opens the task title), its language and files. The data is
 * evidence-material.json; test/sim/text/task-bank.test.ts checks it against the task bank.
 */
import { z } from 'zod';
import { SCENARIOS, type Scenario } from '../../src/release/vocab.ts';
import { parseBank } from './bank.ts';
import material from './evidence-material.json' with { type: 'json' };

export interface LanguageMaterial {
  lines: readonly string[];
  nodes: readonly string[];
  test: string;
  lint: string;
}
export type LanguageKey = keyof typeof material.languages;
const LANGUAGE_KEYS = Object.keys(material.languages) as [LanguageKey, ...LanguageKey[]];

export interface RepoMaterial {
  lang: LanguageKey;
  files: readonly string[];
}

const Strings = z.array(z.string()).min(1);
const MaterialSchema = z.strictObject({
  languages: z.record(z.enum(LANGUAGE_KEYS), z.strictObject({ lines: Strings, nodes: Strings, test: z.string(), lint: z.string() }) satisfies z.ZodType<LanguageMaterial>),
  repo_material: z.record(z.string(), z.strictObject({ lang: z.enum(LANGUAGE_KEYS), files: Strings }) satisfies z.ZodType<RepoMaterial>),
  scenario_fallback_repo: z.record(z.enum(SCENARIOS), z.string()),
  secondary_files: z.record(z.enum(LANGUAGE_KEYS), Strings),
  language_mentions: z.array(z.tuple([z.string(), z.enum(LANGUAGE_KEYS)])),
});
const MATERIAL = parseBank(MaterialSchema, material, 'evidence-material.json');

export const LANGUAGES: Readonly<Record<LanguageKey, LanguageMaterial>> = MATERIAL.languages;
/** Keyed by `${scenario}/${repository}`; the repository names are those of sim/text/task-bank/. */
export const REPO_MATERIAL: Readonly<Record<string, RepoMaterial>> = MATERIAL.repo_material;
/** Per scenario, the repository used when a task title does not name a known repository. */
export const SCENARIO_FALLBACK_REPO: Readonly<Record<Scenario, string>> = MATERIAL.scenario_fallback_repo;
/**
 * Where code of a language lives in a repository written mostly in another one (build scripts,
 * tooling, a companion app): used when a rule names a language the task's repository is not
 * written in, so the quoted line and the path agree with the rule.
 */
export const SECONDARY_FILES: Readonly<Record<LanguageKey, readonly string[]>> = MATERIAL.secondary_files;
/** Language names a rule may mention, each with the language whose code it quotes. */
export const LANGUAGE_MENTIONS: readonly (readonly [string, LanguageKey])[] = MATERIAL.language_mentions;
