// Issue 39: the lazy formatter lives with the rest of the display formats; this path stays for its importers.
export { numberFormat } from "../format/index.js"
