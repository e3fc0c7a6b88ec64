/**
 * Compact duplicate detection for very large files (4 million verdict rows): instead of a Set of
 * strings, each row appends one 64-bit word (numeric key << 27 | line) to a growable
 * BigUint64Array; sorting it once at the end puts equal keys next to each other, in line order,
 * so every duplicate is reported with the line of its first occurrence. 8 bytes per row: with a
 * Map of key → first line instead, the 100× build peaked at 3.2–3.3 GiB, not 2.2 (benchmark-history).
 *
 * The words are written and read as two 32-bit halves through a Uint32Array over the same
 * memory (plain number arithmetic): no BigInt is made per row. The sort still compares the 64-bit
 * words.
 */
const LINE_BITS = 27; // lines up to 134,217,727
const LINE_MASK = 2 ** LINE_BITS - 1;
/** Key bits that fit in the low half beside the line. */
const LOW_KEY_BITS = 32 - LINE_BITS;
const LOW_KEY_SPAN = 2 ** LOW_KEY_BITS;
/** Index of the low 32-bit half of a 64-bit word in a Uint32Array view (platform byte order, read from memory: no Node API, the browser's scoring page loads this too). */
const LOW = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1 ? 0 : 1;
const HIGH = 1 - LOW;
/** Largest numeric key that fits beside the line number in 64 bits. */
export const MAX_KEY = 2 ** 37 - 1;

interface DuplicateKey {
  key: number;
  firstLine: number;
  line: number;
}

export class DuplicateKeyLog {
  private words = new BigUint64Array(1024);
  private halves = new Uint32Array(this.words.buffer);
  private size = 0;
  /** Keys or lines too large to pack (more than ~1,300 models, or 134 million lines): a plain Map, slower but exact. */
  private readonly overflow = new Map<number, number>();
  private readonly overflowDuplicates: DuplicateKey[] = [];

  /** Records that `key` (a non-negative safe integer) occurs on `line` (≥ 1). */
  add(key: number, line: number): void {
    if (!Number.isSafeInteger(key) || key < 0) throw new RangeError(`key ${key} is not a non-negative safe integer`);
    if (!Number.isSafeInteger(line) || line < 1) throw new RangeError(`line ${line} is not a positive integer`);
    if (key > MAX_KEY || line > LINE_MASK) {
      const first = this.overflow.get(key);
      if (first === undefined) this.overflow.set(key, line);
      else this.overflowDuplicates.push({ key, firstLine: first, line });
      return;
    }
    if (this.size === this.words.length) {
      const grown = new BigUint64Array(this.words.length * 2);
      grown.set(this.words);
      this.words = grown;
      this.halves = new Uint32Array(grown.buffer);
    }
    // word = key * 2^27 + line: the low half holds the key's low 5 bits above the line.
    const at = 2 * this.size++;
    this.halves[at + LOW] = (key % LOW_KEY_SPAN) * 2 ** LINE_BITS + line;
    this.halves[at + HIGH] = Math.floor(key / LOW_KEY_SPAN);
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
    this.words.subarray(0, this.size).sort();
    const halves = this.halves;
    const out: DuplicateKey[] = [];
    let firstLine = 0;
    let previousKey = -1;
    for (let i = 0; i < this.size; i++) {
      const low = halves[2 * i + LOW]!;
      const key = halves[2 * i + HIGH]! * LOW_KEY_SPAN + Math.floor(low / 2 ** LINE_BITS);
      const line = low % 2 ** LINE_BITS;
      if (key === previousKey) out.push({ key, firstLine, line });
      else firstLine = line;
      previousKey = key;
    }
    this.words = new BigUint64Array(0);
    this.halves = new Uint32Array(0);
    this.size = 0;
    out.push(...this.overflowDuplicates);
    this.overflow.clear();
    this.overflowDuplicates.length = 0;
    return out;
  }
}
