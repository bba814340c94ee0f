import { areaTexts } from "./app/admin-areas.js"
import { addAreaTexts } from "./i18n/index.js"

// The portal adds the admin areas' texts with the SDK (main.tsx); tests of screens and texts need them too.
await addAreaTexts(areaTexts)
