import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { HttpApi } from "@effect/platform"
import { describe, expect, it } from "vitest"
import { WellkitApi } from "../api/WellkitApi.js"

/**
 * Issue 40.5: every write an area makes goes through `kit/write.ts` (`write`, `writeAnswer`),
 * so its refresh (ADM-3, and ERR-5's on an unknown outcome), toast (ERR-6) and redirect
 * (ADM-2) follow one rule. Read from the sources: a top-level statement of an area that calls
 * a write endpoint on the client must itself call a writer, or be used only by statements
 * that do. A writer is `write`, `writeAnswer`, a kit service built on them, or a function of
 * the file built on those.
 */
const kitWriters = [
  "write",
  "writeAnswer",
  "perform",
  "resourceService",
  "scopedService",
  "searchedService",
  "childService",
]
const writeEndpoints = (() => {
  const found = new Set<string>()
  HttpApi.reflect(WellkitApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint }) => {
      if (endpoint.method !== "GET") found.add(`${group.identifier}.${endpoint.name}`)
    },
  })
  return found
})()

/** Writes that change nothing a person sees: nothing to read again, no toast, nowhere to go. */
const notWrites: Record<string, string> = {
  "purchase.createSubscription": "POR-3 prices a purchase: a draft invoice, charged only by purchase.invoice",
  "purchase.address": "POR-3 checks the billing address while pricing",
  "purchase.tax": "POR-3 computes the tax while pricing",
  // Several decisions at once: `actOnEach` names the done and the failed (issue 40.3), and the
  // queue, never cached (ADM-19), is read again by the page after every decision.
  "social.updateContentFlag": "ADM-19's bulk decisions, read again by the moderation page",
}

const areasDir = join(import.meta.dirname, "../areas")
const sources = readdirSync(areasDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => ({ file, text: readFileSync(join(areasDir, file), "utf8") }))
  .filter(({ text }) => /client\.\w+\.\w+\(/.test(text))

interface Statement {
  readonly name: string
  readonly text: string
}

/** A file's top-level statements, each with the name it declares. */
const statementsOf = (text: string): ReadonlyArray<Statement> =>
  text.split(/\n(?=(?:export )?(?:const|function|let) )/).map((part) => ({
    name: /^(?:export )?(?:const|function|let) ([A-Za-z_$][\w$]*)/.exec(part)?.[1] ?? "",
    text: part,
  }))

const calls = (text: string, name: string) => new RegExp(`\\b${name}\\s*[(<]`).test(text)

/** The writes a file's statements make, and the statements that make none of them through a writer. */
const unroutedWrites = (text: string) => {
  const statements = statementsOf(text)
  const writers = new Set(kitWriters)
  for (let grew = true; grew; ) {
    grew = false
    for (const { name, text: body } of statements)
      if (name && !writers.has(name) && [...writers].some((writer) => calls(body, writer))) {
        writers.add(name)
        grew = true
      }
  }
  const routed = (statement: Statement, seen: Set<string>): boolean => {
    if ([...writers].some((writer) => calls(statement.text, writer))) return true
    if (!statement.name || seen.has(statement.name)) return false
    const users = statements.filter(
      (other) => other !== statement && new RegExp(`\\b${statement.name}\\b`).test(other.text),
    )
    return users.length > 0 && users.every((user) => routed(user, new Set([...seen, statement.name])))
  }
  return statements.flatMap((statement) =>
    [...statement.text.matchAll(/client\.(\w+)\.(\w+)\(/g)]
      .map(([, group, endpoint]) => `${group}.${endpoint}`)
      .filter((endpoint) => writeEndpoints.has(endpoint) && !(endpoint in notWrites))
      .filter(() => !routed(statement, new Set()))
      .map((endpoint) => `${endpoint} in ${statement.name || "(an unnamed statement)"}`),
  )
}

describe("issue 40.5: one write path", () => {
  it("reads the contract's writes and finds the areas' calls of them", () => {
    expect(writeEndpoints.size).toBeGreaterThan(50)
    const called = sources.flatMap(({ text }) =>
      [...text.matchAll(/client\.(\w+)\.(\w+)\(/g)].map(([, group, endpoint]) => `${group}.${endpoint}`),
    )
    expect(called.filter((endpoint) => writeEndpoints.has(endpoint)).length).toBeGreaterThan(30)
    for (const endpoint of Object.keys(notWrites)) expect(writeEndpoints.has(endpoint), endpoint).toBe(true)
  })

  it("tells a write outside the path from one on it", () => {
    const outside = `const sent = (id) => Effect.flatMap(ApiClient, (client) => client.messages.delete({ path: { id } }))
export const remove = (id) => sent(id).pipe(Effect.as(id))`
    const onIt = `const sent = (id) => Effect.flatMap(ApiClient, (client) => client.messages.delete({ path: { id } }))
const action = (effect, toast) => write(effect, { toast, redirect: () => undefined })
export const remove = (id) => action(sent(id), deleted)`
    expect(unroutedWrites(outside)).toEqual(["messages.delete in sent"])
    expect(unroutedWrites(onIt)).toEqual([])
  })

  it.each(sources.map(({ file, text }) => [relative(areasDir, join(areasDir, file)), text]))(
    "areas/%s writes only through kit/write.ts",
    (_file, text) => {
      expect(unroutedWrites(text)).toEqual([])
    },
  )
})
