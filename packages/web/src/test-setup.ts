import { areaTextLoaders } from "@wellkit/core"
import { addDisplayFormats } from "./i18n/formats.js"
import { addAreaTexts } from "./i18n/index.js"

// The portal adds the admin areas' texts with the SDK (app/runtime.ts); tests of screens and texts need them too.
await addAreaTexts(areaTextLoaders)
addDisplayFormats()
