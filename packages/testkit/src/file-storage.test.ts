import {
  AppError,
  createClient,
  FileStorage,
  type StorageCategoryId,
  type StorageContainerId,
  type StoredFileId,
} from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "./demo.js"
import { SANDBOX_HOST } from "./msw.js"
import { tile } from "./png.js"
import { makeSandbox, type Sandbox } from "./sandbox.js"

const memberContent = 1 as StorageContainerId
const banners = 1 as StorageCategoryId

/** The sandbox and a client whose every request is kept as sent: method, path and body. */
const setUp = () => {
  const sandbox = makeSandbox()
  const sent: Array<{ line: string; body: string }> = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    sent.push({
      line: `${request.method} ${new URL(request.url).pathname}`,
      body: await request.clone().text(),
    })
    return sandbox.handle(request)
  }
  const client = createClient({ apiHost: SANDBOX_HOST, apiKey: SANDBOX_API_KEY, fetch })
  return { sandbox, client, sent }
}

let env: ReturnType<typeof setUp>
let sandbox: Sandbox
beforeEach(async () => {
  env = setUp()
  sandbox = env.sandbox
  await env.client.session.login({ username: "staff@wellkit.test", password: DEMO_PASSWORD })
  env.sent.length = 0
})
afterEach(async () => {
  await env.client.dispose()
  await sandbox.dispose()
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("it should have failed"),
    (error: unknown) => (error instanceof AppError ? error : expect.unreachable(String(error))),
  )
const pngBase64 = tile("disc", [0, 0, 0], [255, 255, 0], 64).toString("base64")

describe("file storage against the sandbox", () => {
  it("containers, a container's categories, a category's files and all its files", async () => {
    const storage = env.client.fileStorage
    expect((await storage.list()).map((c) => c.name)).toEqual(["member-content", "email-assets", "documents"])
    expect((await storage.categories(memberContent)).map((c) => [c.name, c.fileCount])).toEqual([
      ["Challenge banners", 3],
      ["Program tiles", 3],
    ])
    const inBanners = await storage.files({ containerId: memberContent, categoryId: banners })
    expect(inBanners.map((f) => f.name)).toEqual([
      "hydration-week.png",
      "mindful-minutes.png",
      "step-challenge.png",
    ])
    const all = await storage.files({ containerId: memberContent, categoryId: "all" })
    expect(all).toHaveLength(6)
    expect(env.sent.map((s) => s.line)).toEqual([
      "GET /fileStorage/containers",
      "GET /fileStorage/containers/1/categories",
      "GET /fileStorage/containers/1/categories/1/files",
      "GET /fileStorage/containers/1/files",
    ])
  })

  it("an image's preview is a real PNG as a data: URL; another file has none", async () => {
    const all = await env.client.fileStorage.files({ containerId: memberContent, categoryId: "all" })
    const picture = all.find((f) => f.name === "sleep-well.png")
    expect(picture?.preview).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
    expect(picture?.bytes).toBe(Buffer.from(picture?.preview?.split(",")[1] ?? "", "base64").length)
    expect(all.find((f) => f.name === "tile-sizes.txt")?.preview).toBeNull()
  })

  it("the PUT's wire shape: PUT …/containers/:id/files/:fileId with {fileName, contentType, content} in base64; the file keeps its name and shows the new bytes", async () => {
    const before = (
      await env.client.fileStorage.files({ containerId: memberContent, categoryId: banners })
    )[0]
    const fileId = before?.fileId as StoredFileId
    const upload = FileStorage.imageUploadOf("new-banner.png", `data:image/png;base64,${pngBase64}`)
    if (!upload) return expect.unreachable("a PNG data URL is an upload")
    env.sent.length = 0
    const after = await env.client.fileStorage.replaceImage(memberContent, fileId, upload)
    expect(env.sent).toEqual([
      {
        line: `PUT /fileStorage/containers/1/files/${fileId}`,
        body: JSON.stringify({ fileName: "new-banner.png", contentType: "image/png", content: pngBase64 }),
      },
    ])
    expect(after.name).toBe(before?.name)
    expect(after.preview).toBe(`data:image/png;base64,${pngBase64}`)
    expect(after.bytes).not.toBe(before?.bytes)
    expect(after.lastModified > (before?.lastModified ?? "")).toBe(true)
  })

  it.each([
    [
      "a file that is not an image",
      6,
      pngBase64,
      "Only images can be replaced; “tile-sizes.txt” is not one.",
    ],
    [
      "bytes that are not the PNG they say",
      1,
      Buffer.from("not a picture").toString("base64"),
      "The content is not the image/png it says it is.",
    ],
    [
      "a picture over 1 MB",
      1,
      Buffer.alloc(1024 * 1024 + 1).toString("base64"),
      "“x.png” is over the 1 MB limit. Make it smaller first.",
    ],
  ])("a PUT of %s is refused with 400 and the server's sentence", async (_, fileId, content, sentence) => {
    const error = await failure(
      env.client.fileStorage.replaceImage(memberContent, fileId as StoredFileId, {
        fileName: "x.png",
        contentType: "image/png",
        content,
      }),
    )
    expect([error.status, error.message, error.additionalMessage]).toEqual([
      400,
      "ERRORS.PUT_STORAGE_IMAGE_FAILED",
      sentence,
    ])
  })

  it("a container or category that does not exist is a 404", async () => {
    const error = await failure(env.client.fileStorage.categories(99 as StorageContainerId))
    expect([error.status, error.message]).toEqual([404, "ERRORS.GET_STORAGE_CATEGORIES_FAILED"])
    const files = await failure(
      env.client.fileStorage.files({ containerId: 2 as StorageContainerId, categoryId: banners }),
    )
    expect([files.status, files.message]).toEqual([404, "ERRORS.GET_STORAGE_FILES_FAILED"])
  })

  it("every call can be failed by the sandbox's faults", async () => {
    sandbox.faults.set({ endpoint: "fileStorage.allFiles", status: 500 })
    const error = await failure(
      env.client.fileStorage.files({ containerId: memberContent, categoryId: "all" }),
    )
    expect([error.status, error.message]).toEqual([500, "ERRORS.GET_STORAGE_FILES_FAILED"])
  })
})
