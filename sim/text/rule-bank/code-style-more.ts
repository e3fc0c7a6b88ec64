/** Code style, second set of base rules: types, errors, naming and idioms by language. */
import type { ExtraBank } from './types.ts';
import { LANGS, PY_DIRS, TS_DIRS } from './slot-values.ts';

export const CODE_STYLE_MORE: ExtraBank = {
  require: [
    {
      imp: 'Mark every {a.thing} with `{a.attr}`',
      slots: { a: [
        { thing: 'Rust function whose result must not be ignored', attr: '#[must_use]' }, { thing: 'Python method that overrides a base-class method', attr: '@override' },
        { thing: 'Java method that overrides a superclass method', attr: '@Override' }, { thing: 'TypeScript class member outside the public API', attr: 'private' },
        { thing: 'Kotlin class not meant for use outside its module', attr: 'internal' },
      ] },
      obs: 'the declarations added by the diff', pass: 'each {a.thing} carries `{a.attr}`', tools: ['edit_file'],
    },
    {
      imp: 'Represent {t.what} with {t.type} in {t.lang} code',
      slots: { t: [
        { what: 'money amounts', type: '`Decimal`', lang: 'Python' }, { what: 'durations', type: '`time.Duration`', lang: 'Go' },
        { what: 'timestamps', type: '`java.time.Instant`', lang: 'Java' }, { what: 'identifiers', type: '`uuid.UUID`', lang: 'Python' },
        { what: 'file-system paths', type: '`PathBuf`', lang: 'Rust' }, { what: 'money amounts', type: 'integer minor units (cents)', lang: 'TypeScript' },
      ] },
      obs: 'the {t.lang} code added by the diff', pass: 'every new value holding {t.what} uses {t.type}', tools: ['edit_file'],
    },
    {
      imp: 'Give every React component in {dir} a typed `Props` interface', slots: { dir: ['`src/components/`', '`src/features/`', '`app/`'] },
      obs: 'the React components added under {dir}', pass: 'each declares and uses a named `Props` interface', tools: ['write_file', 'edit_file'],
    },
    {
      imp: 'Write {lang} error messages in lower case, without trailing punctuation', slots: { lang: ['Go', 'Rust'] },
      obs: 'the error strings added in {lang} code', pass: 'each starts in lower case and has no final period', tools: ['edit_file'],
    },
    {
      imp: 'Wrap errors with context using {w.how} in {w.lang} code',
      slots: { w: [{ how: '`fmt.Errorf("…: %w", err)`', lang: 'Go' }, { how: '`anyhow::Context`', lang: 'Rust' }, { how: '`raise … from err`', lang: 'Python' }, { how: '`new Error(msg, { cause })`', lang: 'TypeScript' }] },
      obs: 'the error paths added in {w.lang} code', pass: 'each propagated error is wrapped with context via {w.how}', tools: ['edit_file'],
    },
    {
      imp: 'Put {t.lang} unit tests next to the code they test, in {t.file} files',
      slots: { t: [{ lang: 'TypeScript', file: '`*.test.ts`' }, { lang: 'Go', file: '`*_test.go`' }, { lang: 'JavaScript', file: '`*.spec.js`' }] },
      obs: 'the {t.lang} test files added by the diff', pass: 'each sits beside its module and is named like {t.file}', tools: ['write_file'],
    },
    {
      imp: 'Write every timestamp the code emits in {fmt}, in UTC', slots: { fmt: ['ISO 8601', 'RFC 3339'] },
      obs: 'the timestamp formatting added by the diff', pass: 'emitted timestamps are {fmt} with a UTC offset', tools: ['edit_file'],
    },
    {
      imp: 'Prefix boolean names with `is`, `has` or `should` in {lang} code', slots: { lang: ['TypeScript', 'Kotlin', 'Java', 'Swift', 'Python'] },
      obs: 'the boolean variables and fields added in {lang}', pass: 'each name starts with `is`, `has` or `should`', tools: ['edit_file'],
    },
    {
      imp: 'Call Python functions that take more than {n} parameters with keyword arguments', slots: { n: ['2', '3'] },
      obs: 'the Python call sites added by the diff', pass: 'calls to functions with over {n} parameters pass them by keyword', tools: ['edit_file'],
    },
    {
      imp: 'Start every new Python module under {dir} with `from __future__ import annotations`', slots: { dir: PY_DIRS },
      obs: 'the Python modules added under {dir}', pass: 'each has the future import as its first statement', tools: ['write_file'],
    },
    {
      imp: 'Use trailing commas in multi-line {what} in {lang}', slots: { what: ['argument lists', 'collection literals'], lang: ['TypeScript', 'Python', 'Rust', 'Kotlin'] },
      obs: 'the multi-line {what} added in {lang}', pass: 'each ends its last element with a comma', tools: ['edit_file'],
    },
    {
      imp: 'Write comments in {lang} code as full sentences that explain why, not what', slots: { lang: LANGS },
      obs: 'the comments added in {lang.ext} files', pass: 'each comment is a full sentence giving a reason rather than restating the code', tools: ['edit_file'],
    },
    {
      imp: 'Build {b.what} with {b.tool}, never by string concatenation',
      slots: { b: [{ what: 'file paths', tool: 'the path-joining API' }, { what: 'URLs', tool: '`URL` objects' }, { what: 'SQL statements', tool: 'parameterised queries' }, { what: 'shell commands', tool: '`shlex.join`' }] },
      obs: 'the code that builds {b.what}', pass: 'it uses {b.tool} and no string concatenation', tools: ['edit_file'],
    },
    {
      imp: 'Keep React hooks at the top level of components, never inside {where}', slots: { where: ['conditions', 'loops', 'nested functions'] },
      obs: 'the hook calls added by the diff', pass: 'no hook is called inside {where}', tools: ['edit_file'],
    },
    {
      imp: 'Use named exports, not default exports, in {dir}', slots: { dir: TS_DIRS },
      obs: 'the TypeScript modules changed under {dir}', pass: 'none of them adds a default export', tools: ['edit_file'],
    },
    {
      imp: 'Write SQL keywords in upper case in {where}', slots: { where: ['migration files', '`.sql` files', 'query strings in code'] },
      obs: 'the SQL added in {where}', pass: 'every keyword is upper case', tools: ['edit_file'],
    },
  ],
  forbid: [
    {
      imp: 'Do not catch {e.exc} without re-raising or logging it', slots: { e: [{ exc: '`Exception`' }, { exc: '`Throwable`' }, { exc: '`BaseException`' }, { exc: 'errors in `catch {}` blocks' }] },
      obs: 'the exception handlers added by the diff', pass: 'none catches {e.exc} and silently continues', tools: ['edit_file'],
    },
    {
      imp: 'Do not use {u.bad} for {u.purpose}',
      slots: { u: [
        { bad: '`Math.random()`', purpose: 'identifiers or tokens' }, { bad: 'floating-point numbers', purpose: 'money' },
        { bad: '`datetime.now()` without a time zone', purpose: 'timestamps' }, { bad: '`time.sleep`', purpose: 'waiting on other threads' },
        { bad: 'regular expressions', purpose: 'parsing HTML' },
      ] },
      obs: 'the code added by the diff', pass: 'no new code uses {u.bad} for {u.purpose}', tools: ['edit_file'],
    },
    {
      imp: 'Never mutate function arguments in {lang} code', slots: { lang: ['TypeScript', 'Python', 'JavaScript'] },
      obs: 'the {lang} functions added or changed', pass: 'none of them assigns to or mutates a parameter', tools: ['edit_file'],
    },
  ],
  prefer: [
    {
      imp: 'Prefer {p.a} over {p.b} in {p.lang} code',
      slots: { p: [
        { a: 'list comprehensions', b: '`map` with `lambda`', lang: 'Python' }, { a: '`match` expressions', b: 'chains of `if let`', lang: 'Rust' },
        { a: '`readonly` array parameters', b: 'mutable ones', lang: 'TypeScript' }, { a: 'sealed interfaces', b: 'open class hierarchies', lang: 'Kotlin' },
        { a: 'table-driven tests', b: 'one test function per case', lang: 'Go' }, { a: '`Optional` chaining', b: 'nested null checks', lang: 'Java' },
      ] },
      obs: 'the {p.lang} code added by the diff', pass: 'it uses {p.a} where {p.b} would also work', tools: ['edit_file'],
    },
  ],
};
