import { describe, expect, it } from "vitest"
import { evaluationSteps, type ModuleFacts } from "./evaluation-steps.js"

/** A module graph: each module's imports; ids under "lib/" are a library's, the rest core's. */
const graph = (imports: Record<string, Array<string>>) => ({
  getModuleInfo: (id: string): ModuleFacts | null =>
    id in imports ? { importedIds: imports[id] ?? [] } : null,
})

const split = (
  imports: Record<string, Array<string>>,
  parts: number,
  sizes: Record<string, number> = {},
  keepOut = ["forms/email.ts"],
) => {
  const chunkOf = evaluationSteps({
    name: "contract",
    root: "api/Contract.ts",
    within: (id) => !id.startsWith("lib/"),
    keepOut,
    sizeOf: (id) => sizes[id] ?? 1,
    parts,
  })
  const ctx = graph(imports)
  return Object.fromEntries(Object.keys(imports).map((id) => [id, chunkOf(id, ctx)]))
}

/** Chunk number of a module, for comparing the order of two chunks. */
const part = (name: string | null | undefined) => Number(name?.replace("contract-", "") ?? Number.NaN)

describe("issue 23: the contract's modules in chunks run one SDK step each", () => {
  // Programs imports PackageGroups, which imports Challenges, which imports Licenses (as in core).
  const contract = {
    "api/Contract.ts": [
      "lib/HttpApi.js",
      "api/Programs.ts",
      "api/Messages.ts",
      "api/Licenses.ts",
      "api/Session.ts",
    ],
    "api/Programs.ts": ["api/PackageGroups.ts", "api/Licenses.ts", "lib/Schema.js"],
    "api/PackageGroups.ts": ["api/Challenges.ts", "api/Messages.ts", "kit/resource.ts"],
    "api/Challenges.ts": ["api/Licenses.ts", "kit/resource.ts"],
    "api/Licenses.ts": ["kit/resource.ts", "lib/Schema.js"],
    "api/Messages.ts": ["lib/Schema.js"],
    "kit/resource.ts": ["lib/Schema.js"],
    "lib/HttpApi.js": ["lib/Schema.js"],
    "lib/Schema.js": [],
    "http/client.ts": ["api/Contract.ts"],
    "forms/email.ts": [],
    "api/Session.ts": ["forms/email.ts", "kit/resource.ts", "kit/belongs-to.ts"],
    "kit/belongs-to.ts": [],
    "areas/members.ts": ["kit/belongs-to.ts"],
  }

  it.each([1, 2, 3, 4, 6])(
    "in %i parts, every module's imports are in its own chunk or an earlier one",
    (parts) => {
      const chunks = split(contract, parts)
      for (const [id, imports] of Object.entries(contract)) {
        const own = chunks[id]
        if (own === null) continue
        for (const imported of imports) {
          const theirs = chunks[imported]
          if (theirs !== null)
            expect(part(theirs), `${id} imports ${imported}`).toBeLessThanOrEqual(part(own))
        }
      }
    },
  )

  it("leaves the root, the libraries and what is not the contract's to Rolldown", () => {
    const chunks = split(contract, 3)
    expect(chunks["api/Contract.ts"]).toBeNull()
    expect(chunks["lib/Schema.js"]).toBeNull()
    expect(chunks["lib/HttpApi.js"]).toBeNull()
    expect(chunks["http/client.ts"]).toBeNull()
  })

  it("what the sign-in page shares with the contract stays out of the parts", () => {
    const chunks = split(contract, 3)
    expect(chunks["forms/email.ts"]).toBeNull()
    expect(chunks["api/Session.ts"]).not.toBeNull()
    expect(chunks["kit/belongs-to.ts"]).not.toBeNull()
  })

  it("takes leaves first and cuts by size into the parts asked for", () => {
    expect(split(contract, 3)).toMatchObject({
      "api/Messages.ts": "contract-1",
      "kit/belongs-to.ts": "contract-1",
      "kit/resource.ts": "contract-1",
      "api/Licenses.ts": "contract-2",
      "api/Session.ts": "contract-2",
      "api/Challenges.ts": "contract-2",
      "api/PackageGroups.ts": "contract-3",
      "api/Programs.ts": "contract-3",
    })
  })

  it("a large module fills a part alone", () => {
    const chunks = split(contract, 2, { "api/Messages.ts": 10 })
    expect(chunks["api/Messages.ts"]).toBe("contract-1")
    expect(chunks["kit/resource.ts"]).toBe("contract-2")
    expect(chunks["api/Programs.ts"]).toBe("contract-2")
  })

  it("a module kept out that imports the contract's stops the build with its name", () => {
    expect(() => split(contract, 2, {}, ["api/Session.ts"])).toThrow(
      "api/Session.ts imports the contract modules",
    )
  })

  it("modules that import each other stop the build with their name", () => {
    expect(() =>
      split({ "api/Contract.ts": ["api/A.ts"], "api/A.ts": ["api/B.ts"], "api/B.ts": ["api/A.ts"] }, 2),
    ).toThrow("cycle through api/A.ts")
  })
})

describe("issue 23: a library's modules in chunks run one SDK step each", () => {
  // The SDK's start (app/runtime.ts) reaches the library through its own code and through
  // another library (the platform's HttpApi) that is not split.
  const app = {
    "app/runtime.ts": ["core/sdk.ts", "app/i18n.ts"],
    "core/sdk.ts": ["lib/Effect.js", "platform/HttpApi.js"],
    "app/i18n.ts": ["other/i18next.js"],
    "other/i18next.js": [],
    "platform/HttpApi.js": ["lib/Schema.js"],
    "lib/Effect.js": ["lib/Function.js"],
    "lib/Schema.js": ["lib/Effect.js", "lib/Function.js"],
    "lib/Function.js": [],
    "lib/Unused.js": ["lib/Function.js"],
  }
  const chunks = (() => {
    const chunkOf = evaluationSteps({
      name: "effect",
      root: "app/runtime.ts",
      within: (id) => id.startsWith("lib/"),
      through: (id) => id.startsWith("core/") || id.startsWith("app/") || id.startsWith("platform/"),
      sizeOf: () => 1,
      parts: 3,
      keepOut: [],
    })
    const ctx = graph(app)
    return Object.fromEntries(Object.keys(app).map((id) => [id, chunkOf(id, ctx)]))
  })()

  it("splits the library's modules the start reaches, through the code it passes, leaves first", () => {
    expect(chunks).toMatchObject({
      "lib/Function.js": "effect-1",
      "lib/Effect.js": "effect-2",
      "lib/Schema.js": "effect-3",
    })
  })

  it("leaves to Rolldown the code it passes through, other libraries, and the library's modules the start never reaches", () => {
    for (const id of [
      "app/runtime.ts",
      "core/sdk.ts",
      "platform/HttpApi.js",
      "other/i18next.js",
      "lib/Unused.js",
    ])
      expect(chunks[id], id).toBeNull()
  })
})
