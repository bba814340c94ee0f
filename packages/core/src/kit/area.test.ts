import { describe, expect, it } from "vitest"
import { areas } from "../areas/registry.js"
import type { Run } from "../layer.js"
import { type AreaEntry, lazyEntry, type SdkModule } from "./area.js"

/** A run that hands back what it is given: the entries below only pass values through. */
const run = (async (value: unknown) => value) as unknown as Run

const counted = (module: SdkModule | Error) => {
  const loader = {
    loads: 0,
    load: async () => {
      loader.loads += 1
      if (module instanceof Error) throw module
      return module
    },
  }
  return loader
}

const greeter: SdkModule = {
  sdk: () => ({ greet: async (name: string) => `hello ${name}`, save: async () => "saved" }),
}

describe("the Promise SDK's entry of an area loads the area at its first call", () => {
  it("loads once, however many calls and methods, and then calls the area's own method", async () => {
    const loader = counted(greeter)
    const entry = lazyEntry(run, loader.load) as Record<string, (name?: string) => Promise<string>>
    expect(loader.loads).toBe(0)
    const [first, second] = await Promise.all([entry.greet?.("Ada"), entry.save?.()])
    expect([first, second, await entry.greet?.("Grace")]).toEqual(["hello Ada", "saved", "hello Grace"])
    expect(loader.loads).toBe(1)
  })

  it("a failed load rejects with the network AppError, and the next call loads again", async () => {
    let fails = true
    const load = async () => {
      if (fails) throw new Error("Failed to fetch dynamically imported module")
      return greeter
    }
    const entry = lazyEntry(run, load) as Record<string, (name: string) => Promise<string>>
    await expect(entry.greet?.("Ada")).rejects.toMatchObject({
      message: "ERRORS.GENERIC_ERROR_MESSAGE",
      additionalMessage: "ERRORS.NETWORK_UNAVAILABLE",
      status: 0,
    })
    fails = false
    await expect(entry.greet?.("Ada")).resolves.toBe("hello Ada")
  })

  it("K9: which verbs it has is known once loaded; a verb the area lacks is then not there", async () => {
    const entry = lazyEntry(run, counted(greeter).load) as Record<
      string,
      (() => Promise<unknown>) | undefined
    >
    expect("save" in entry).toBe(false)
    await entry.save?.()
    expect(["save" in entry, "remove" in entry, Object.keys(entry)]).toEqual([true, false, ["greet", "save"]])
    expect(entry.remove).toBeUndefined()
  })

  it("is not a promise: awaiting it gives the entry, without loading the area", async () => {
    const loader = counted(greeter)
    const entry = lazyEntry(run, loader.load)
    expect(await entry).toBe(entry)
    expect(loader.loads).toBe(0)
  })

  it("a method the area does not have rejects once the area has loaded", async () => {
    const entry = lazyEntry(run, counted(greeter).load) as Record<string, () => Promise<unknown>>
    await expect(entry.wave?.()).rejects.toThrow("no method wave")
  })
})

describe("every area's Promise SDK is methods only, which is what its lazy entry can stand for", () => {
  const withSdk = Object.entries(areas as Readonly<Record<string, AreaEntry>>).flatMap(([name, area]) =>
    area.sdk ? [[name, area.sdk] as const] : [],
  )
  it.each(withSdk)("%s", async (_name, load) => {
    const entry = (await load()).sdk(run)
    const kinds = Object.values(entry).map((value) => typeof value)
    expect(kinds.length).toBeGreaterThan(0)
    expect(new Set(kinds)).toEqual(new Set(["function"]))
  })
})
