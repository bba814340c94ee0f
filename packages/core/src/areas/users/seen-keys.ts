/**
 * Remembers on which line a key was first seen, by a 53-bit hash of the key
 * held in typed arrays: about 24 bytes per key however long the key is, so a
 * 1,000,000-row file's e-mail addresses and ids fit in tens of megabytes.
 * Two different keys share a hash with a chance of about n² / 2⁵⁴ (1 in
 * 18,000 for a file of a million rows), in which case the later one is
 * reported as a duplicate of the earlier.
 */
export class SeenKeys {
  private hashes: Float64Array
  private lines: Int32Array
  private count = 0

  constructor(capacity = 1024) {
    this.hashes = new Float64Array(capacity)
    this.lines = new Int32Array(capacity)
  }

  get size(): number {
    return this.count
  }

  /** The line the key was first seen on, if it was. */
  firstLine(key: string): number | undefined {
    const hash = hashOf(key)
    const slot = this.find(hash)
    return this.hashes[slot] === hash ? this.lines[slot] : undefined
  }

  /** Keeps the first line a key was seen on. */
  remember(key: string, line: number): void {
    if ((this.count + 1) * 2 > this.hashes.length) this.grow()
    const hash = hashOf(key)
    const slot = this.find(hash)
    if (this.hashes[slot] === hash) return
    this.hashes[slot] = hash
    this.lines[slot] = line
    this.count += 1
  }

  /** The slot holding `hash`, or the empty one where it would go (linear probing). */
  private find(hash: number): number {
    const mask = this.hashes.length - 1
    let slot = (hash % 0x100000000) & mask
    while (this.hashes[slot] !== 0 && this.hashes[slot] !== hash) slot = (slot + 1) & mask
    return slot
  }

  private grow(): void {
    const hashes = this.hashes
    const lines = this.lines
    this.hashes = new Float64Array(hashes.length * 2)
    this.lines = new Int32Array(hashes.length * 2)
    for (let index = 0; index < hashes.length; index += 1) {
      const hash = hashes[index] ?? 0
      if (hash === 0) continue
      const slot = this.find(hash)
      this.hashes[slot] = hash
      this.lines[slot] = lines[index] ?? 0
    }
  }
}

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
