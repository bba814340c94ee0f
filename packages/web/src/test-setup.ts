import { cleanup } from "@testing-library/react"
import { areaTextLoaders } from "@wellkit/core"
import { afterEach } from "vitest"
import { addDisplayFormats } from "./i18n/formats.js"
import { addTexts, loadCatalogue } from "./i18n/index.js"

// The portal adds core's catalogue and the admin areas' texts with the SDK (app/runtime.ts); tests of screens and texts need them too.
await addTexts([loadCatalogue, ...areaTextLoaders])
addDisplayFormats()

// Files share a worker (isolate: false), so what one test rendered must leave the page before the
// next, in any file: a file that forgot it left inputs named "Name" in kit/search.test.tsx's page.
afterEach(cleanup)
