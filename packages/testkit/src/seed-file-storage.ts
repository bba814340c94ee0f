import type { StorageCategory, StorageCategoryId, StorageContainer, StorageContainerId } from "@wellkit/core"
import type { Db } from "./db.js"
import { type Rgb, tile } from "./png.js"

/** A stored file as the sandbox keeps it: its bytes in base64 beside what the lists show. */
export interface StoredBytes {
  fileId: number
  containerId: number
  categoryId: number
  name: string
  contentType: string
  data: string
  lastModified: string
}
/** What the sandbox keeps of a container and a category: their counts are counted when asked. */
export type ContainerRow = Omit<StorageContainer, "fileCount">
export type CategoryRow = Omit<StorageCategory, "fileCount">

const TEAL: Rgb = [13, 148, 136]
const AMBER: Rgb = [245, 158, 11]
const INDIGO: Rgb = [79, 70, 229]
const ROSE: Rgb = [225, 29, 72]
const WHITE: Rgb = [255, 255, 255]
const SLATE: Rgb = [51, 65, 85]

type Seeded = readonly [name: string, content: Buffer, type: string]
const picture = (name: string, shape: "disc" | "stripe" | "ring", background: Rgb, ink: Rgb): Seeded => [
  name,
  tile(shape, background, ink),
  "image/png",
]
const text = (name: string, content: string, type: string): Seeded => [name, Buffer.from(content), type]

const tree: ReadonlyArray<
  readonly [name: string, description: string, ReadonlyArray<readonly [string, ReadonlyArray<Seeded>]>]
> = [
  [
    "member-content",
    "Pictures members see in challenges and programs",
    [
      [
        "Challenge banners",
        [
          picture("step-challenge.png", "stripe", TEAL, WHITE),
          picture("hydration-week.png", "disc", INDIGO, WHITE),
          picture("mindful-minutes.png", "ring", ROSE, WHITE),
        ],
      ],
      [
        "Program tiles",
        [
          picture("sleep-well.png", "disc", SLATE, AMBER),
          picture("eat-better.png", "ring", AMBER, SLATE),
          text("tile-sizes.txt", "Program tiles are 48 × 48 pixels, PNG.\n", "text/plain"),
        ],
      ],
    ],
  ],
  [
    "email-assets",
    "Headers and footers of the program's e-mails",
    [
      ["Headers", [picture("welcome-header.png", "stripe", INDIGO, AMBER)]],
      [
        "Footers",
        [
          picture("footer-logo.png", "ring", TEAL, WHITE),
          text("footer.html", "<p>Sent by the Acme wellness program.</p>\n", "text/html"),
        ],
      ],
    ],
  ],
  [
    "documents",
    "Policies and forms members can download",
    [
      [
        "Policies",
        [
          text("privacy-notice.txt", "How the wellness program keeps members' data.\n", "text/plain"),
          text("rewards-terms.csv", "term,meaning\npoints,earned per activity\n", "text/csv"),
        ],
      ],
    ],
  ],
]

const SEEDED_AT = Date.parse("2026-11-02T09:30:00Z")

/** The storage tree: 3 containers, their categories and files, pictures drawn now. */
const seedStorage = () => {
  const containers: Array<ContainerRow> = []
  const categories: Array<CategoryRow> = []
  const files: Array<StoredBytes> = []
  for (const [name, description, folders] of tree) {
    const containerId = (containers.length + 1) as StorageContainerId
    containers.push({ containerId, name, description })
    for (const [folder, stored] of folders) {
      const categoryId = (categories.length + 1) as StorageCategoryId
      categories.push({ categoryId, containerId, name: folder })
      for (const [fileName, content, contentType] of stored)
        files.push({
          fileId: files.length + 1,
          containerId,
          categoryId,
          name: fileName,
          contentType,
          data: content.toString("base64"),
          lastModified: new Date(SEEDED_AT + files.length * 3_600_000).toISOString(),
        })
    }
  }
  return { containers, categories, files }
}

export interface Storage {
  readonly containers: Array<ContainerRow>
  readonly categories: Array<CategoryRow>
  readonly files: Array<StoredBytes>
}

const NAMES = ["containers", "categories", "files"] as const
const collectionName = (part: (typeof NAMES)[number]) => `fileStorage.${part}`

/** The storage tree's three collections, seeded together on first use (and again after a reset replaced the state). */
export const storageOf = (db: Db): Storage => {
  if (!NAMES.every((part) => db.state.collections[collectionName(part)])) {
    const seeded = seedStorage()
    for (const part of NAMES)
      db.state.collections[collectionName(part)] = {
        nextId: seeded[part].length + 1,
        items: seeded[part] as never,
      }
  }
  const items = (part: (typeof NAMES)[number]) => db.state.collections[collectionName(part)]?.items as never
  return { containers: items("containers"), categories: items("categories"), files: items("files") }
}
