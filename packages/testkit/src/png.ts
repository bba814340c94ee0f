import { crc32, deflateSync } from "node:zlib"

/** A colour as red, green, blue, 0–255. */
export type Rgb = readonly [number, number, number]

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A real PNG (8-bit RGB, no interlace) drawn pixel by pixel: the sandbox's stored pictures
 * are made at seed time with node's zlib, so no image file or dependency is needed.
 */
export const png = (width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), start + 1 + x * 3)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/** A tile: a background with a disc, a stripe or a ring of another colour. */
export const tile = (shape: "disc" | "stripe" | "ring", background: Rgb, ink: Rgb, size = 48): Buffer =>
  png(size, size, (x, y) => {
    const [dx, dy] = [x - size / 2 + 0.5, y - size / 2 + 0.5]
    const r = Math.sqrt(dx * dx + dy * dy)
    const inked =
      shape === "disc"
        ? r < size / 3
        : shape === "ring"
          ? r < size / 2.4 && r > size / 4
          : Math.abs(dx + dy) < size / 6
    return inked ? ink : background
  })
