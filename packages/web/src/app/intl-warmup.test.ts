import { afterEach, describe, expect, it, vi } from "vitest"

// The module starts its worker once per page: each test gets a fresh copy.
const fresh = async () => {
  vi.resetModules()
  return (await import("./intl-warmup.js")).warmIntlOffThread
}

afterEach(() => vi.unstubAllGlobals())

describe("issue 23: the first Intl formats are made off the main thread", () => {
  it("starts one module worker from its own file, however often it is asked", async () => {
    const made: Array<{ url: string; options: WorkerOptions | undefined }> = []
    vi.stubGlobal(
      "Worker",
      class {
        constructor(url: URL, options?: WorkerOptions) {
          made.push({ url: String(url), options })
        }
      },
    )
    const warm = await fresh()
    warm()
    warm()
    expect(made).toHaveLength(1)
    expect(made[0]?.url).toMatch(/\/intl-warmup\.worker\.ts\b/)
    expect(made[0]?.options).toEqual({ type: "module" })
  })

  it("leaves the formats to the main thread, without an error, where a worker cannot start", async () => {
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("blocked by the page's policy", "SecurityError")
        }
      },
    )
    expect(await fresh()).not.toThrow()
    vi.stubGlobal("Worker", undefined)
    expect(await fresh()).not.toThrow()
  })
})
