/**
 * The fast path of a zod schema's check, for the millions of rows of a release or an artifact:
 * the schema's JSON Schema, as zod exports it (`z.toJSONSchema`, json-schema.ts), compiled by
 * ajv. Only public APIs: nothing here reads zod's internals, so a zod upgrade cannot quietly
 * change what it means.
 *
 * `compileAcceptance(schema)` returns a predicate that callers trust in one direction only: true
 * means zod accepts the value unchanged; false means "ask zod", whose `safeParse` then decides
 * and words the problems, so messages stay zod's. ajv runs with its defaults that keep data as
 * it is (no coercion, defaults or removal), numbers strict (NaN and ±Infinity rejected, as zod
 * does; JSON.parse turns 1e400 into Infinity) and patterns without the `u` flag (zod tests its
 * RegExp as written). String lengths are code points in both (JSON Schema's and zod 4's measure).
 *
 * What JSON Schema cannot say is not checked here: zod drops refinements (`.refine`) from the
 * export, and regex flags. The schemas given to this function use neither (a refinement that
 * ajv's checks already imply, such as finiteness, is harmless); test/release/schema-check.test.ts
 * compares the predicate with zod on thousands of damaged records of every schema it is used for.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { z } from 'zod';
import { jsonSchemaOf } from './json-schema.ts';

/** True only for a value the schema accepts unchanged; false: let zod decide. */
export type Acceptance = (value: unknown) => boolean;

const ajv = new Ajv2020({ strict: true, strictNumbers: true, unicodeRegExp: false });
// ajv's own minLength/maxLength count the code points of every string; as zod does, count them
// only when the UTF-16 length (one or two units per code point) cannot decide. Same result, and
// the count dominated the check of the verdicts' long texts (docs/benchmark-history.md).
ajv.removeKeyword('minLength');
ajv.removeKeyword('maxLength');
ajv.addKeyword({
  keyword: 'minLength', type: 'string', schemaType: 'number', errors: false,
  validate: (min: number, text: string) => text.length >= 2 * min || (text.length >= min && codePointLength(text) >= min),
});
ajv.addKeyword({
  keyword: 'maxLength', type: 'string', schemaType: 'number', errors: false,
  validate: (max: number, text: string) => text.length <= max || (text.length <= 2 * max && codePointLength(text) <= max),
});

/** Code points of `text`, a lone surrogate counting as one (as zod and ajv count them). */
function codePointLength(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/** The predicate for `schema` (throws if zod cannot export the schema as JSON Schema). */
export function compileAcceptance(schema: z.ZodType): Acceptance {
  const validate = ajv.compile(jsonSchemaOf(schema));
  return (value) => validate(value);
}
