import { HttpApiBuilder } from "@effect/platform"
import {
  BadRequest,
  fileProblem,
  NotFound,
  STORAGE_IMAGE_FILE,
  type StoredFile,
  WellkitApi,
} from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { inCatalogue } from "../kit/collection.js"
import { type Storage, type StoredBytes, storageOf } from "../seed-file-storage.js"

/** The first bytes each accepted picture type starts with: a PUT's content must be what it says. */
const SIGNATURES: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/gif": (b) => b.subarray(0, 4).toString("latin1") === "GIF8",
  "image/webp": (b) =>
    b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
}

const isImage = (contentType: string) => STORAGE_IMAGE_FILE.types.includes(contentType)

/** A stored file as the lists show it: an image's preview is its bytes as a data: URL (the portal's CSP allows img-src data:). */
const shown = (storage: Storage, file: StoredBytes): StoredFile =>
  ({
    fileId: file.fileId,
    containerId: file.containerId,
    categoryId: file.categoryId,
    categoryName: storage.categories.find((c) => c.categoryId === file.categoryId)?.name ?? "",
    name: file.name,
    contentType: file.contentType,
    bytes: Buffer.from(file.data, "base64").length,
    lastModified: file.lastModified,
    preview: isImage(file.contentType) ? `data:${file.contentType};base64,${file.data}` : null,
  }) as StoredFile

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)

/** File storage (ours: docs/file-storage.md): anyone signed in reads it, only staff replace an image. */
export const fileStorageHandlers = (db: Db) => {
  type Request = Parameters<typeof inCatalogue>[1]
  const reading = <A, E>(request: Request, handle: () => Effect.Effect<A, E> | A) =>
    inCatalogue(db, request, "read", handle)
  const container = (id: number) => {
    const storage = storageOf(db)
    return Effect.fromNullable(storage.containers.find((c) => c.containerId === id)).pipe(
      Effect.mapError(() => new NotFound({ message: "No such container." })),
      Effect.map((found) => ({ storage, found })),
    )
  }
  const filesOf = (storage: Storage, keep: (file: StoredBytes) => boolean) =>
    storage.files
      .filter(keep)
      .sort(byName)
      .map((file) => shown(storage, file))

  return HttpApiBuilder.group(WellkitApi, "fileStorage", (handlers) =>
    handlers
      .handle("list", ({ request }) =>
        reading(request, () => {
          const storage = storageOf(db)
          return storage.containers.map((c) => ({
            ...c,
            fileCount: storage.files.filter((file) => file.containerId === c.containerId).length,
          }))
        }),
      )
      .handle("categories", ({ request, path }) =>
        reading(request, () =>
          Effect.map(container(path.id), ({ storage }) =>
            storage.categories
              .filter((category) => category.containerId === path.id)
              .sort(byName)
              .map((category) => ({
                ...category,
                fileCount: storage.files.filter((file) => file.categoryId === category.categoryId).length,
              })),
          ),
        ),
      )
      .handle("categoryFiles", ({ request, path }) =>
        reading(request, () =>
          Effect.flatMap(container(path.id), ({ storage }) =>
            storage.categories.some((c) => c.categoryId === path.categoryId && c.containerId === path.id)
              ? Effect.succeed(filesOf(storage, (file) => file.categoryId === path.categoryId))
              : Effect.fail(new NotFound({ message: "No such category in this container." })),
          ),
        ),
      )
      .handle("allFiles", ({ request, path }) =>
        reading(request, () =>
          Effect.map(container(path.id), ({ storage }) =>
            filesOf(storage, (file) => file.containerId === path.id),
          ),
        ),
      )
      .handle("replaceImage", ({ request, path, payload }) =>
        inCatalogue(db, request, "write", () =>
          Effect.flatMap(
            container(path.id),
            ({ storage }): Effect.Effect<StoredFile, NotFound | BadRequest> => {
              const file = storage.files.find((f) => f.fileId === path.fileId && f.containerId === path.id)
              if (!file) return Effect.fail(new NotFound({ message: "No such file in this container." }))
              if (!isImage(file.contentType))
                return Effect.fail(
                  new BadRequest({ message: `Only images can be replaced; “${file.name}” is not one.` }),
                )
              const bytes = Buffer.from(payload.content, "base64")
              const problem = fileProblem(
                { name: payload.fileName, size: bytes.length, type: payload.contentType },
                STORAGE_IMAGE_FILE,
              )
              if (problem) return Effect.fail(new BadRequest({ message: problem }))
              if (!SIGNATURES[payload.contentType]?.(bytes))
                return Effect.fail(
                  new BadRequest({ message: `The content is not the ${payload.contentType} it says it is.` }),
                )
              // The stored name stays, so the pages that show it show the new picture.
              Object.assign(file, {
                contentType: payload.contentType,
                data: bytes.toString("base64"),
                lastModified: new Date().toISOString(),
              })
              db.persist()
              return Effect.succeed(shown(storage, file))
            },
          ),
        ),
      ),
  )
}
