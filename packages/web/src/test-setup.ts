import { areaTextLoaders } from "@wellkit/core"
import { addDisplayFormats } from "./i18n/formats.js"
import { addTexts, loadCatalogue } from "./i18n/index.js"

// The portal adds core's catalogue and the admin areas' texts with the SDK (app/runtime.ts); tests of screens and texts need them too.
await addTexts([loadCatalogue, ...areaTextLoaders])
addDisplayFormats()
