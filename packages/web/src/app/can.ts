import { can } from "@wellkit/core"
import { useVisitor } from "./wellkit.js"

/**
 * K7: whether the signed-in user has any of `codes` among their functions, for
 * what a screen offers (Save, Delete, a bulk action) and what a menu lists.
 * The server refuses a write regardless; this keeps the screen honest about it.
 */
export const useCan = (...codes: ReadonlyArray<string>): boolean => can(useVisitor()?.functions ?? [], codes)
