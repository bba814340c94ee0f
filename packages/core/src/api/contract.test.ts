import SwaggerParser from "@apidevtools/swagger-parser"
import { HttpApi, OpenApi } from "@effect/platform"
import { Context } from "effect"
import { describe, expect, it } from "vitest"
import { areaTextLoaders } from "../areas/registry.js"
import { hasText } from "../errors/catalogue.js"
import en from "../texts/en.json" with { type: "json" }
import { ErrorKeys } from "./annotations.js"
import { contractGroups } from "./groups.js"
import { WellkitApi } from "./WellkitApi.js"

const endpoints: Array<{
  name: string
  method: string
  path: string
  errors: ErrorKeys["Type"] | undefined
}> = []
HttpApi.reflect(WellkitApi, {
  onGroup: () => {},
  onEndpoint: ({ group, endpoint }) => {
    const annotations = endpoint.annotations as Context.Context<ErrorKeys>
    endpoints.push({
      name: `${group.identifier}.${endpoint.name}`,
      method: endpoint.method,
      path: endpoint.path,
      errors: Context.getOption(annotations, ErrorKeys).pipe((o) =>
        o._tag === "Some" ? o.value : undefined,
      ),
    })
  },
})

// The catalogue is core's texts and every area's own: a key is in it when one of them has its words.
const catalogues: ReadonlyArray<object> = [
  en,
  ...(await Promise.all(areaTextLoaders.map(async (load) => (await load()).default))),
]
const inCatalogue = (key: string) => catalogues.some((texts) => hasText(texts, key))

describe("the contract", () => {
  it.each(endpoints)("ERR-5: $name declares an error key from the catalog", ({ errors }) => {
    expect(inCatalogue(errors?.key ?? "no key declared")).toBe(true)
    for (const key of Object.values(errors?.byStatus ?? {})) expect(inCatalogue(key)).toBe(true)
  })

  it("declares each method and path once", () => {
    const routes = endpoints.map((e) => `${e.method} ${e.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it("ADM-7: message save and copy map 302 to the message-id-exists key", () => {
    for (const name of ["messages.create", "messages.update", "messages.copy"]) {
      expect(endpoints.find((e) => e.name === name)?.errors?.byStatus?.[302]).toBe("ERRORS.MESSAGE_ID_EXISTS")
    }
  })

  it("produces a valid OpenAPI 3.1 document with every path", async () => {
    const document = OpenApi.fromApi(WellkitApi)
    expect(document.openapi).toBe("3.1.0")
    const validated = await SwaggerParser.validate(structuredClone(document) as never)
    const paths = Object.keys(validated.paths ?? {})
    const declared = new Set(endpoints.map((e) => e.path.replace(/:(\w+)/g, "{$1}")))
    expect(new Set(paths)).toEqual(declared)
  })

  it("has a loader for each of its groups, by the group's name, that loads that very group", async () => {
    const loaded = await Promise.all(
      Object.entries(contractGroups).map(async ([name, load]) => [name, await load()] as const),
    )
    expect(Object.fromEntries(loaded)).toEqual(WellkitApi.groups)
    for (const [name, group] of loaded)
      expect(group).toBe(WellkitApi.groups[name as keyof typeof WellkitApi.groups])
  })
})
