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
  /** Keys or lines too large to pack (more than ~1,300 models, or 134 million lines): a plain Map, slower but exact. */
  private readonly overflow = new Map<number, number>();
  private readonly overflowDuplicates: DuplicateKey[] = [];

  /** Records that `key` (a non-negative safe integer) occurs on `line` (≥ 1). */
  add(key: number, line: number): void {
    if (!Number.isSafeInteger(key) || key < 0) throw new RangeError(`key ${key} is not a non-negative safe integer`);
    if (!Number.isSafeInteger(line) || line < 1) throw new RangeError(`line ${line} is not a positive integer`);
    if (key > MAX_KEY || line > Number(LINE_MASK)) {
      const first = this.overflow.get(key);
      if (first === undefined) this.overflow.set(key, line);
      else this.overflowDuplicates.push({ key, firstLine: first, line });
      return;
    }
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

  /**
   * Every repeated key, each later occurrence paired with the first; packed keys in key order,
   * then overflow keys in the order found. (A key that is packed on one line and overflows on a
   * later line — only possible past 134 million lines — is not compared.) Frees the log.
   */
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
    out.push(...this.overflowDuplicates);
    this.overflow.clear();
    this.overflowDuplicates.length = 0;
    return out;
  }
}
