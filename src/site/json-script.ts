/**
 * JSON for a <script type="application/json"> element. JSON.stringify alone is not safe there:
 * release text containing "</script>" would end the element. Escaping <, >, & and the two line
 * separators as \u sequences keeps the JSON identical after JSON.parse and inert as HTML.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
