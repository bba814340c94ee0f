/**
 * Remembers on which line a key was first seen, by a 53-bit hash of the key
 * held in typed arrays: 12 bytes a slot, 16 to 24 bytes a key however long
 * the key is. Reserved in advance, a 1,000,000-row file's e-mail addresses and
 * ids take 32 MB.
 * Two different keys share a hash with a chance of about n² / 2⁵⁴ (1 in
 * 18,000 for a file of a million rows), in which case the later one is
 * reported as a duplicate of the earlier.
 */
export class SeenKeys {
  private hashes: Float64Array
  private lines: Int32Array
  private count = 0

  constructor(expectedKeys = 768) {
    this.hashes = new Float64Array(capacityFor(expectedKeys))
    this.lines = new Int32Array(this.hashes.length)
  }

  get size(): number {
    return this.count
  }

  /**
   * Makes room for `keys` keys in one step. Growing step by step leaves the
   * outgrown arrays to the garbage collector, and at a million keys those
   * are tens of megabytes a command does not need to hold.
   */
  reserve(keys: number): void {
    if (capacityFor(keys) > this.hashes.length) this.rehash(capacityFor(keys))
  }

  /** The line the key was first seen on, if it was. */
  firstLine(key: string): number | undefined {
    const hash = hashOf(key)
    const slot = this.find(hash)
    return this.hashes[slot] === hash ? this.lines[slot] : undefined
  }

  /** Keeps the first line a key was seen on. */
  remember(key: string, line: number): void {
    if ((this.count + 1) / this.hashes.length > MAX_LOAD) this.rehash(Math.ceil(this.hashes.length * 1.5))
    const hash = hashOf(key)
    const slot = this.find(hash)
    if (this.hashes[slot] === hash) return
    this.hashes[slot] = hash
    this.lines[slot] = line
    this.count += 1
  }

  /**
   * The slot holding `hash`, or the empty one where it would go (linear
   * probing). The start is the low lane scaled to the table, so any size works,
   * not only powers of two (which would leave a million keys in a table half empty).
   */
  private find(hash: number): number {
    const capacity = this.hashes.length
    let slot = Math.floor(((hash >>> 0) / 0x100000000) * capacity)
    while (this.hashes[slot] !== 0 && this.hashes[slot] !== hash) slot = slot + 1 === capacity ? 0 : slot + 1
    return slot
  }

  private rehash(capacity: number): void {
    const hashes = this.hashes
    const lines = this.lines
    this.hashes = new Float64Array(capacity)
    this.lines = new Int32Array(capacity)
    for (let index = 0; index < hashes.length; index += 1) {
      const hash = hashes[index] ?? 0
      if (hash === 0) continue
      const slot = this.find(hash)
      this.hashes[slot] = hash
      this.lines[slot] = lines[index] ?? 0
    }
  }
}

/** Linear probing stays quick up to three quarters full. */
const MAX_LOAD = 0.75
const capacityFor = (keys: number) => Math.max(16, Math.ceil(keys / MAX_LOAD) + 1)

/** Two independent 32-bit lanes over the UTF-16 code units, joined into a non-zero 53-bit number. */
const hashOf = (key: string): number => {
  let low = 0x811c9dc5
  let high = 0x9747b28c
  for (let index = 0; index < key.length; index += 1) {
    const code = key.charCodeAt(index)
    low = Math.imul(low ^ code, 0x01000193)
    high = Math.imul(high ^ code, 0x5bd1e995)
    high ^= high >>> 15
  }
  return (high >>> 11) * 0x100000000 + (low >>> 0) + 1
}
