/**
 * The checks beyond JSON.parse (src/release/strict-json.ts): lone surrogate escapes and
 * duplicate keys, found exactly (the cheap tests never hide one) and located by field.
 */
import { describe, expect, it } from 'vitest';
import { duplicateKey, loneSurrogate } from '../../src/release/strict-json.ts';

const surrogate = (text: string) => loneSurrogate(text, JSON.parse(text));
const duplicate = (text: string) => duplicateKey(text, JSON.parse(text));

describe('loneSurrogate', () => {
  it('finds a lone high or low surrogate in a string or a key, not a pair or an escaped backslash', () => {
    expect(surrogate('{"a":"\\ud800"}')).toMatchObject({ field: 'a', message: expect.stringContaining('lone surrogate \\ud800 in a string') });
    expect(surrogate('{"a":[1,"x\\uDC00"]}')).toMatchObject({ field: 'a.1', message: expect.stringContaining('\\udc00') });
    expect(surrogate('{"o":{"\\ud801":1}}')).toMatchObject({ field: 'o', message: expect.stringContaining('in a key') });
    expect(surrogate('"\\udbff"')).toMatchObject({ field: '(record)' });
    expect(surrogate('{"a":"\\ud83d\\ude00"}')).toBeNull(); // a pair: 😀
    expect(surrogate('{"a":"\\\\ud800"}')).toBeNull(); // a backslash, then the text "ud800"
    expect(surrogate('{"a":"\\ude00\\ud83d"}')).toMatchObject({ message: expect.stringContaining('\\ude00') }); // a pair in the wrong order
  });
});

describe('duplicateKey', () => {
  it('finds a key twice in one object, at any depth and however spaced or escaped', () => {
    expect(duplicate('{"a":1,"a":2}')).toMatchObject({ field: 'a', message: expect.stringContaining('duplicate key "a"') });
    expect(duplicate('{ "a" : 1 ,\n "a"\t:\r1 }')).toMatchObject({ field: 'a' });
    expect(duplicate('{"o":[{"r":1},{"r":1,"r":2}]}')).toMatchObject({ field: 'o.1.r' });
    expect(duplicate('{"b":1,"\\u0062":2}')).toMatchObject({ field: 'b' }); // hand: \u0062 is "b"
  });

  it('accepts the same key in different objects, and quote-colons inside strings', () => {
    expect(duplicate('{"a":{"x":1},"b":{"x":1}}')).toBeNull();
    expect(duplicate('[{"a":1},{"a":1}]')).toBeNull();
    expect(duplicate('{"a":"say \\"k\\": 1","b":"\\":"}')).toBeNull(); // more quote-colons than keys: scanned exactly
    expect(duplicate('{"a":"x","b":"y\\" : z"}')).toBeNull();
  });
});
