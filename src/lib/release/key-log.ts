/**
 * Compact duplicate detection for very large files (4 million verdict rows): instead of a Set of
 * strings, each row appends one 64-bit word (numeric key << 27 | line) to a growable
 * BigUint64Array; sorting it once at the end puts equal keys next to each other, in line order,
 * so every duplicate is reported with the line of its first occurrence. 8 bytes per row.
 */

const LINE_BITS = 27n; // lines up to 134,217,727
const LINE_MASK = (1n << LINE_BITS) - 1n;
/** Largest numeric key that fits beside the line number in 64 bits. */
export const MAX_KEY = 2 ** 37 - 1;

export interface DuplicateKey {
  key: number;
  firstLine: number;
  line: number;
}

export class DuplicateKeyLog {
  private words = new BigUint64Array(1024);
  private size = 0;

  /** Records that `key` (an integer in [0, MAX_KEY]) occurs on `line`. */
  add(key: number, line: number): void {
    if (!Number.isInteger(key) || key < 0 || key > MAX_KEY) throw new RangeError(`key ${key} outside [0, ${MAX_KEY}]`);
    if (line < 1 || line > Number(LINE_MASK)) throw new RangeError(`line ${line} outside [1, ${LINE_MASK}]`);
    if (this.size === this.words.length) {
      const grown = new BigUint64Array(this.words.length * 2);
      grown.set(this.words);
      this.words = grown;
    }
    this.words[this.size++] = (BigInt(key) << LINE_BITS) | BigInt(line);
  }

  get length(): number {
    return this.size;
  }

  /** Every repeated key, each later occurrence paired with the first; in key order. Frees the log. */
  duplicates(): DuplicateKey[] {
    const view = this.words.subarray(0, this.size).sort();
    const out: DuplicateKey[] = [];
    let firstLine = 0;
    for (let i = 0; i < view.length; i++) {
      const key = view[i]! >> LINE_BITS;
      const line = Number(view[i]! & LINE_MASK);
      if (i > 0 && view[i - 1]! >> LINE_BITS === key) out.push({ key: Number(key), firstLine, line });
      else firstLine = line;
    }
    this.words = new BigUint64Array(0);
    this.size = 0;
    return out;
  }
}
