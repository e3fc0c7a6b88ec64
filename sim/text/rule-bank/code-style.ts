/** Code style: naming, formatting, typing and idioms in the code the agent writes. */
import type { FamilyBank } from './types.ts';
import { LANGS, PY_DIRS, SOURCE_DIRS, TS_DIRS } from './slot-values.ts';


export const CODE_STYLE: FamilyBank = {
  require: [
    {
      imp: 'Format changed {lang} files with {lang.fmt} before committing', slots: { lang: LANGS },
      obs: 'the changed {lang.ext} files', pass: 'running {lang.fmt} on them produces no further changes', cmd: '{lang.fmt}', tools: ['run_shell', 'git'], why: 'CI rejects unformatted files',
    },
    {
      imp: 'Annotate every new Python function in {dir} with parameter and return types', slots: { dir: PY_DIRS },
      obs: 'the Python functions added under {dir}', pass: 'every parameter and return value of each new function is annotated', cmd: '`mypy --strict {dir}`', tools: ['edit_file', 'write_file'],
    },
    {
      imp: 'Give every exported TypeScript function in {dir} an explicit return type', slots: { dir: TS_DIRS },
      obs: 'the exported functions added under {dir}', pass: 'each one declares its return type', cmd: '`npx eslint --rule "@typescript-eslint/explicit-module-boundary-types: error" {dir}`', tools: ['edit_file', 'write_file'],
    },
    {
      imp: 'Name {naming.thing} in {naming.case}',
      slots: { naming: [
        { thing: 'React components', case: 'PascalCase' }, { thing: 'environment variables', case: 'SCREAMING_SNAKE_CASE' },
        { thing: 'database columns', case: 'snake_case' }, { thing: 'CSS class names', case: 'kebab-case' },
        { thing: 'Python modules', case: 'snake_case' }, { thing: 'TypeScript type aliases', case: 'PascalCase' },
        { thing: 'JSON keys in API responses', case: 'camelCase' }, { thing: 'Git branch names', case: 'kebab-case' },
      ] },
      obs: 'the {naming.thing} introduced by the diff', pass: 'every new one is written in {naming.case}', tools: ['edit_file', 'write_file'],
    },
    {
      imp: 'Write a docstring for every public {unit} you add under {dir}', slots: { unit: ['function', 'class', 'module'], dir: SOURCE_DIRS },
      obs: 'the public {unit}s added under {dir}', pass: 'each has a docstring that says what it does', tools: ['edit_file', 'write_file'],
    },
    {
      imp: 'Emit diagnostics in {log.lang} code through {log.logger}, not through {log.bad}',
      slots: { log: [
        { lang: 'Python', logger: '`logging.getLogger(__name__)`', bad: '`print`' }, { lang: 'Go', logger: '`log/slog`', bad: '`fmt.Println`' },
        { lang: 'Rust', logger: 'the `tracing` macros', bad: '`println!`' }, { lang: 'TypeScript', logger: 'the shared `pino` logger', bad: '`console.log`' },
        { lang: 'Kotlin', logger: '`Timber`', bad: '`println`' },
      ] },
      obs: 'the {log.lang} lines added by the diff', pass: 'no added line calls {log.bad} for diagnostics', tools: ['edit_file', 'write_file'],
    },
    {
      imp: 'Check the error returned by every `{call}` call in Go code', slots: { call: ['os.Open', 'db.QueryContext', 'json.Unmarshal', 'http.Client.Do', 'io.Copy'] },
      obs: 'the Go call sites of `{call}` in the diff', pass: 'every returned error is checked or returned', cmd: '`errcheck ./...`', tools: ['edit_file'],
    },
    {
      imp: 'Sort imports in changed {imp.lang} files with {imp.tool}',
      slots: { imp: [{ lang: 'Python', tool: '`ruff check --select I --fix`' }, { lang: 'TypeScript', tool: "ESLint's `import/order` rule" }, { lang: 'Go', tool: '`goimports`' }, { lang: 'Java', tool: '`google-java-format`' }] },
      obs: 'the import blocks of changed {imp.lang} files', pass: 'they are in the order {imp.tool} produces', tools: ['run_shell'],
    },
    {
      imp: 'Add the header `SPDX-License-Identifier: {lic}` to every new source file', slots: { lic: ['Apache-2.0', 'MIT', 'BSD-3-Clause', 'MPL-2.0', 'GPL-2.0-only'] },
      obs: 'the first lines of new source files', pass: 'each new file starts with `SPDX-License-Identifier: {lic}` within its first 3 lines', tools: ['write_file'],
      why: 'the release tooling checks licence headers',
    },
    {
      imp: 'Use {q.quote} quotes for string literals in {q.lang}',
      slots: { q: [{ quote: 'single', lang: 'TypeScript' }, { quote: 'double', lang: 'Python' }, { quote: 'single', lang: 'JavaScript' }] },
      obs: 'the string literals added in {q.lang}', pass: 'they use {q.quote} quotes except where escaping would be needed', tools: ['edit_file'],
    },
    {
      imp: 'End every changed {ext} file with exactly one trailing newline', slots: { ext: ['`.py`', '`.ts`', '`.md`', '`.yaml`', '`.go`', '`.json`'] },
      obs: 'the changed {ext} files', pass: 'each ends with exactly one newline character', tools: ['write_file', 'edit_file'],
    },
    {
      imp: 'Name {t.lang} test functions `{t.pattern}`',
      slots: { t: [{ lang: 'Python', pattern: 'test_<unit>_<behaviour>' }, { lang: 'Go', pattern: 'Test<Type>_<Behaviour>' }, { lang: 'Rust', pattern: '<behaviour>_when_<condition>' }, { lang: 'Kotlin', pattern: '`<behaviour> when <condition>`' }] },
      obs: 'the {t.lang} tests added by the diff', pass: 'every new test name follows `{t.pattern}`', tools: ['write_file', 'edit_file'],
    },
    {
      imp: 'Declare {lang} bindings that are never reassigned with `{kw}`', slots: { lang: ['TypeScript', 'JavaScript'], kw: ['const'] },
      obs: 'the variable declarations added in {lang}', pass: 'no new `let` binding is left unreassigned', cmd: '`npx eslint --rule "prefer-const: error" .`', tools: ['edit_file'],
    },
  ],
  forbid: [
    {
      imp: 'Do not use {c.construct} in {c.lang} code',
      slots: { c: [
        { construct: 'the `any` type', lang: 'TypeScript' }, { construct: '`eval`', lang: 'JavaScript' }, { construct: '`unwrap()` outside tests', lang: 'Rust' },
        { construct: 'bare `except:` clauses', lang: 'Python' }, { construct: '`panic` in library packages', lang: 'Go' }, { construct: '`var` declarations', lang: 'JavaScript' },
        { construct: 'wildcard imports', lang: 'Python' }, { construct: '`!!` non-null assertions', lang: 'Kotlin' }, { construct: 'force unwrapping (`!`)', lang: 'Swift' },
      ] },
      obs: 'the {c.lang} lines added by the diff', pass: 'none of them uses {c.construct}', tools: ['edit_file', 'write_file'],
    },
    {
      imp: 'Never leave commented-out code in {where}', slots: { where: ['committed files', '`src/`', 'production modules', 'test files'] },
      obs: 'the lines the diff adds to {where}', pass: 'no added comment contains code that was disabled', tools: ['edit_file'], why: 'git history already keeps old code',
    },
    {
      imp: 'Do not add {s.comment} comments to silence {s.tool}',
      slots: { s: [
        { comment: '`# type: ignore`', tool: 'mypy' }, { comment: '`// eslint-disable`', tool: 'ESLint' }, { comment: '`// @ts-ignore`', tool: 'the TypeScript compiler' },
        { comment: '`#[allow(...)]`', tool: 'Clippy' }, { comment: '`# noqa`', tool: 'Ruff' }, { comment: '`//nolint`', tool: 'golangci-lint' },
      ] },
      obs: 'the lines added by the diff', pass: 'no added line contains {s.comment}', tools: ['edit_file'],
      why: 'the finding should be fixed, not hidden',
    },
    {
      imp: 'Do not introduce module-level mutable state in {dir}', slots: { dir: SOURCE_DIRS },
      obs: 'the module-level assignments added under {dir}', pass: 'none of them creates mutable shared state', tools: ['edit_file', 'write_file'],
    },
    {
      imp: 'Never hard-code {thing} in source files', slots: { thing: ['URLs of external services', 'credentials', 'port numbers', 'feature-flag values', 'timeouts', 'file-system paths'] },
      obs: 'the literals added by the diff', pass: 'none of them is {thing}', tools: ['edit_file', 'write_file'], why: 'the same build runs in every environment',
    },
    {
      imp: 'Do not use abbreviations such as `{abbr}` in new identifiers', slots: { abbr: ['mgr', 'cfg', 'usr', 'tmp', 'btn', 'svc'] },
      obs: 'the identifiers introduced by the diff', pass: 'none of them contains the abbreviation `{abbr}` or a similar one', tools: ['edit_file'], why: 'new contributors should not need a glossary',
    },
  ],
  conditional_require: [
    {
      imp: 'When you touch a file that still uses {m.old}, migrate that file to {m.new}',
      slots: { m: [
        { old: '`var`', new: '`let`/`const`' }, { old: '`%` string formatting', new: 'f-strings' }, { old: 'callbacks', new: '`async`/`await`' },
        { old: '`unittest` test cases', new: 'plain pytest functions' }, { old: '`ioutil`', new: 'the `os` and `io` equivalents' }, { old: 'class components', new: 'function components with hooks' },
      ] },
      obs: 'the files touched by the diff', pass: 'no touched file still uses {m.old}', tools: ['edit_file'],
    },
    {
      imp: 'If a {e.lang} function can fail, return {e.good} instead of {e.bad}',
      slots: { e: [
        { lang: 'Go', good: 'an `error`', bad: 'panicking' }, { lang: 'Rust', good: 'a `Result`', bad: 'panicking' },
        { lang: 'TypeScript', good: 'a typed result object', bad: 'throwing a string' }, { lang: 'Python', good: 'a specific exception subclass', bad: 'returning `None`' },
      ] },
      obs: 'the fallible {e.lang} functions added by the diff', pass: 'each reports failure by returning {e.good}', tools: ['edit_file'],
    },
    {
      imp: 'Whenever you add a variant to {v.thing}, handle it explicitly in every {v.switch} over it',
      slots: { v: [{ thing: 'a TypeScript union', switch: '`switch`' }, { thing: 'a Rust enum', switch: '`match`' }, { thing: 'a Kotlin sealed class', switch: '`when`' }, { thing: 'a Swift enum', switch: '`switch`' }] },
      obs: 'the exhaustive branches over changed types', pass: 'every new variant has its own branch and no default swallows it', tools: ['edit_file', 'search_code'],
    },
    {
      imp: 'When a constant is used in more than one module, move it into {file}', slots: { file: ['`constants.py`', '`src/config.ts`', '`internal/consts/consts.go`', '`src/lib/limits.ts`'] },
      obs: 'the constants the diff uses in several modules', pass: 'each shared constant is defined once, in {file}', tools: ['edit_file'],
    },
    {
      imp: 'If you add a public function to {dir}, add a usage example to its docstring', slots: { dir: SOURCE_DIRS },
      obs: 'the public functions added under {dir}', pass: 'each docstring contains an example call', tools: ['edit_file', 'write_file'],
    },
  ],
  limit_max: [
    {
      imp: 'Keep lines in {lang} files to at most {n} characters', slots: { lang: LANGS, n: ['80', '88', '100', '120'] },
      obs: 'the {lang.ext} lines added by the diff', pass: 'no added line is longer than {n} characters', tools: ['edit_file', 'write_file'], why: 'side-by-side diffs stay readable',
    },
    {
      imp: 'Keep every function you write to at most {n} lines', slots: { n: ['30', '40', '50', '60', '80'] },
      obs: 'the functions added or changed by the diff', pass: 'none has more than {n} lines', tools: ['edit_file', 'write_file'],
    },
    {
      imp: 'Give functions at most {n} parameters; group the rest into an options object', slots: { n: ['3', '4', '5'] },
      obs: 'the function signatures added by the diff', pass: 'none declares more than {n} parameters', tools: ['edit_file'],
    },
    {
      imp: 'Nest control flow at most {n} levels deep', slots: { n: ['2', '3', '4'] },
      obs: 'the functions changed by the diff', pass: 'no block is nested more than {n} levels deep', tools: ['edit_file'],
    },
    {
      imp: 'Keep the cyclomatic complexity of each function at {n} or below', slots: { n: ['8', '10', '12', '15'] },
      obs: 'the functions changed by the diff', pass: 'each has a cyclomatic complexity of at most {n}', tools: ['edit_file'],
    },
  ],
  limit_min: [
    {
      imp: 'Cover every new public function with {n}', slots: { n: ['at least 1 unit test', 'at least 2 unit tests', 'at least 3 unit tests'] },
      obs: 'the public functions added and the tests added', pass: 'each new public function is exercised by {n}', tools: ['write_file', 'run_tests'],
    },
    {
      imp: 'Give identifiers at least {n} characters, except loop indices', slots: { n: ['3', '4'] },
      obs: 'the identifiers introduced by the diff', pass: 'every identifier other than a loop index has at least {n} characters', tools: ['edit_file'],
    },
    {
      imp: 'Keep branch coverage of changed {lang} files at {n}% or above', slots: { lang: LANGS, n: ['80', '85', '90'] },
      obs: 'the coverage report for the changed {lang.ext} files', pass: 'their branch coverage is at least {n}%', tools: ['run_tests'],
    },
  ],
  prefer: [
    {
      imp: 'Prefer {p.a} over {p.b} in {p.lang} code',
      slots: { p: [
        { a: '`pathlib.Path`', b: '`os.path`', lang: 'Python' }, { a: 'f-strings', b: '`str.format`', lang: 'Python' },
        { a: '`interface` declarations', b: '`type` aliases for object shapes', lang: 'TypeScript' }, { a: '`errors.Is`', b: 'comparing error strings', lang: 'Go' },
        { a: 'the `?` operator', b: 'explicit `match` on `Result`', lang: 'Rust' }, { a: 'dataclasses', b: 'plain dicts for records', lang: 'Python' },
        { a: '`async`/`await`', b: '`.then()` chains', lang: 'TypeScript' }, { a: 'data classes', b: 'hand-written `equals`', lang: 'Kotlin' },
      ] },
      obs: 'the {p.lang} code added by the diff', pass: 'it uses {p.a} where {p.b} would also work', tools: ['edit_file'],
    },
    {
      imp: 'Prefer {p.a} over {p.b} in new {unit}',
      slots: { p: [{ a: 'early returns', b: 'nested `else` blocks' }, { a: 'composition', b: 'inheritance' }, { a: 'pure functions', b: 'methods that mutate their inputs' }], unit: ['modules', 'classes', 'components'] },
      obs: 'the {unit} added by the diff', pass: 'they use {p.a} rather than {p.b}', tools: ['edit_file'],
    },
  ],
  allow: [
    {
      imp: 'You may use {c} in test files', slots: { c: ['the `any` type', '`unwrap()`', '`# type: ignore`', 'magic numbers', 'long literal fixtures'] },
      obs: 'the test files changed by the diff', pass: '{c} appears in test files only', tools: ['edit_file'],
    },
    {
      imp: 'You may exceed the {n}-character line limit for URLs and import lines', slots: { n: ['80', '100', '120'] },
      obs: 'the long lines added by the diff', pass: 'every line over {n} characters holds a URL or an import', tools: ['edit_file'],
    },
  ],
};
