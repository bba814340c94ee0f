import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { OpenApi } from "@effect/platform"
import { WellkitApi } from "../src/api/WellkitApi.js"

/** Writes the OpenAPI 3.1 document of the contract, for anyone running a real backend behind the portal. */
const out = resolve(process.argv[2] ?? "openapi.json")
const document = OpenApi.fromApi(WellkitApi)
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`)
const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0)
console.log(`Wrote ${out}: ${Object.keys(document.paths).length} paths, ${operations} operations`)
