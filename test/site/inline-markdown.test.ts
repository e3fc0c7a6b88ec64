import { describe, expect, it } from 'vitest';
import { inlineMarkdownParts, plainText } from '../../src/site/inline-markdown.ts';

describe('inlineMarkdownParts (CommonMark code spans only)', () => {
  it('splits text and code spans', () => {
    expect(inlineMarkdownParts('Run `npm test` before `git push`.')).toEqual([
      { kind: 'text', text: 'Run ' }, { kind: 'code', text: 'npm test' }, { kind: 'text', text: ' before ' }, { kind: 'code', text: 'git push' }, { kind: 'text', text: '.' },
    ]);
  });
  it('uses longer fences to hold a backtick, stripping one space each side (spec example 329)', () => {
    expect(inlineMarkdownParts('`` foo ` bar ``')).toEqual([{ kind: 'code', text: 'foo ` bar' }]);
  });
  it('keeps spaces when only one side has one, and an all-space span as is', () => {
    expect(inlineMarkdownParts('` a`')).toEqual([{ kind: 'code', text: ' a' }]);
    expect(inlineMarkdownParts('`  `')).toEqual([{ kind: 'code', text: '  ' }]);
  });
  it('turns line endings inside a span into spaces', () => {
    expect(inlineMarkdownParts('`a\nb`')).toEqual([{ kind: 'code', text: 'a b' }]);
  });
  it('leaves an unmatched or mismatched fence as literal text', () => {
    expect(inlineMarkdownParts('a ` b')).toEqual([{ kind: 'text', text: 'a ` b' }]);
    expect(inlineMarkdownParts('```foo``')).toEqual([{ kind: 'text', text: '```foo``' }]);
    expect(inlineMarkdownParts('`foo``bar``')).toEqual([{ kind: 'text', text: '`foo' }, { kind: 'code', text: 'bar' }]);
  });
  it('does not interpret HTML or other Markdown: it stays text for Astro to escape', () => {
    expect(inlineMarkdownParts('<b>x</b> **y** `<i>`')).toEqual([{ kind: 'text', text: '<b>x</b> **y** ' }, { kind: 'code', text: '<i>' }]);
  });
  it('gives no parts for an empty string', () => {
    expect(inlineMarkdownParts('')).toEqual([]);
  });
  it('gives the plain text without code-span backticks (an unclosed one stays)', () => {
    expect(plainText('Run `npm test` before `x')).toBe('Run npm test before `x');
  });
});
