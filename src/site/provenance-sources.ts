/**
 * What the method pages show, read at site build time from the source itself so it cannot drift:
 * each metrics query's header comment (src/metrics/*.sql: purpose, paper reference, inputs)
 * and each statistic's doc comments (src/stats/*.ts: long name, formula, variant, reference).
 * The parsers are pure functions of the file text; the readers only list and read the files.
 * Texts are rendered through Astro expressions, so they are escaped like any other text.
 */
import fs from 'node:fs';
import path from 'node:path';

interface SqlSource {
  /** File stem, the stable id ("table4_surfaces"). */
  name: string;
  /** The header comment, comment markers removed, lines joined into one paragraph. */
  summary: string;
  /** Tables the query reads, from its "Inputs:" line (as written, in order). */
  inputs: string[];
  sql: string;
}

interface DocBlock {
  /** Exported name the comment documents, or null for the file's leading comment. */
  name: string | null;
  text: string;
}

interface StatisticSource {
  /** File stem, the stable id ("kendallTauB"). */
  name: string;
  /** First sentence of the file's leading doc comment (the long name and variant). */
  title: string;
  /** The leading comment, then every exported function or constant's comment. */
  blocks: DocBlock[];
  /** Lines of the comments that start "Reference" or "References" (may be empty). */
  references: string[];
}

/** Header of a metrics query: the leading `--` comment lines, and the list after "Inputs:". */
export function parseSqlSource(name: string, sql: string): SqlSource {
  const header: string[] = [];
  for (const line of sql.split('\n')) {
    const m = /^\s*--\s?(.*)$/.exec(line);
    if (!m) break;
    header.push(m[1]!.trim());
  }
  const summary = header.join(' ').replace(/\s+/g, ' ').trim();
  const inputsText = /Inputs:\s*([^.]*(?:\.[a-z_][^.]*)*)\./.exec(summary)?.[1] ?? '';
  const inputs = inputsText.replace(/\([^)]*\)/g, '').split(',').map((s) => s.trim()).filter((s) => /^[a-z_][a-z0-9_]*$/.test(s));
  return { name, summary, inputs, sql };
}

/** Text of a `/** … *\/` comment without its markers, lines kept (formulas are laid out by line). */
function commentText(raw: string): string {
  return raw
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, '').replace(/\s+$/, ''))
    .join('\n')
    .trim();
}

/**
 * Doc comments of a statistic file: the first one (the file's), then each one directly followed
 * by an exported declaration, with that declaration's name. Comments of private helpers and of
 * interface fields are left out: the page documents what the build calls.
 */
export function parseStatisticSource(name: string, source: string): StatisticSource {
  const blocks: DocBlock[] = [];
  const re = /\/\*\*[\s\S]*?\*\/\s*(export\s+(?:async\s+)?(?:function\*?|const|class|interface|type)\s+([A-Za-z0-9_]+))?/g;
  for (const m of source.matchAll(re)) {
    if (blocks.length === 0 || m[2]) blocks.push({ name: m[2] ?? null, text: commentText(m[0].slice(0, m[0].indexOf('*/') + 2)) });
  }
  const title = withoutTrailingRemark(firstSentence((blocks[0]?.text ?? '').replace(/\s+/g, ' ')));
  const references = blocks.flatMap((b) => b.text.split('\n')).filter((l) => /^References?\b/.test(l.trim()));
  return { name, title, blocks, references };
}

/** The text up to the first "." or ":" outside brackets that ends a word, without that mark. */
export function firstSentence(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if ((c === '.' || c === ':') && depth === 0 && (i + 1 === text.length || /\s/.test(text[i + 1]!))) return text.slice(0, i);
  }
  return text;
}

/**
 * A heading without a closing parenthesised remark ("Kendall rank correlation, tau-b variant
 * (ties-corrected; scipy `kendalltau(variant="b")`)" → "… tau-b variant"); nested brackets are
 * balanced. The remark stays in the comment shown below the heading.
 */
export function withoutTrailingRemark(text: string): string {
  if (!text.endsWith(')')) return text;
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(' && --depth === 0) return i > 0 ? text.slice(0, i).trimEnd() : text;
  }
  return text;
}

/** Every metrics query, sorted by name. */
export function sqlSources(root = process.cwd()): SqlSource[] {
  const dir = path.join(root, 'src/metrics');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()
    .map((f) => parseSqlSource(f.replace(/\.sql$/, ''), fs.readFileSync(path.join(dir, f), 'utf8')));
}

/** Every statistic file with a leading doc comment (type declarations are not statistics), sorted. */
export function statisticSources(root = process.cwd()): StatisticSource[] {
  const dir = path.join(root, 'src/stats');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).sort()
    .map((f) => parseStatisticSource(f.replace(/\.ts$/, ''), fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((s) => s.blocks.length > 0);
}

/** Stems of the files that have a method page, for resolving provenance references. */
export function knownProducers(root = process.cwd()): { sql: Set<string>; statistics: Set<string> } {
  return { sql: new Set(sqlSources(root).map((s) => s.name)), statistics: new Set(statisticSources(root).map((s) => s.name)) };
}
