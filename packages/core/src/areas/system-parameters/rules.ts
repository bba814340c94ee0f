import { Either } from "effect"
import type { SystemParameter } from "../../api/Session.js"
import { scopeFrom } from "../../kit/scope.js"
import { DEFAULT_IDLE_TIMEOUT_MS, idleTimeoutOf } from "../../session/idle.js"
import { findParameter, INACTIVITY_PARAMETER } from "../../session/rules.js"
import { BLOG_PARAMETER, blogScope, GROUP_PARAMETER, groupScope } from "../social/rules.js"

/** Each parameter the portal reads, judged by the very function that reads it: never "usable" when the portal refuses it. */
const readers: Readonly<Record<string, (parameters: ReadonlyArray<SystemParameter>) => boolean>> = {
  [INACTIVITY_PARAMETER]: (parameters) =>
    idleTimeoutOf(findParameter(parameters, INACTIVITY_PARAMETER)?.value) !== undefined,
  [BLOG_PARAMETER]: (parameters) => Either.isRight(scopeFrom(blogScope, parameters)),
  [GROUP_PARAMETER]: (parameters) => Either.isRight(scopeFrom(groupScope, parameters)),
}

/** What the words of each parameter name: the fallback the portal uses, shown in words (`{{idleDefaultMs, duration}}`). */
export const fallbackValues = { idleDefaultMs: DEFAULT_IDLE_TIMEOUT_MS } as const

export type PortalUse = "usable" | "unusable" | "missing" | "notRead"

/**
 * Issue 39.8: a parameter the portal does not read, though it shows a value of the same kind from
 * elsewhere: the support number in its footer and chat panel comes from the portal's configuration.
 */
export const SUPPORT_PHONE_PARAMETER = "SUPPORT_PHONE"

/** A parameter as staff see it: what the portal makes of it. A missing one has no id of the API's. */
export interface ParameterUse {
  readonly systemParameterId: number
  readonly name: string
  readonly value: string | null
  readonly use: PortalUse
}

/**
 * Each parameter with its use (only the first of a name is read, so a later one is
 * "notRead"), then a row for each the portal reads that the organization lacks.
 */
export const parameterUses = (all: ReadonlyArray<SystemParameter>): ReadonlyArray<ParameterUse> => [
  ...all.map((parameter) => {
    const read = readers[parameter.name]
    const first = findParameter(all, parameter.name) === parameter
    const use: PortalUse = !read || !first ? "notRead" : read([parameter]) ? "usable" : "unusable"
    return { ...parameter, use }
  }),
  ...Object.keys(readers)
    .filter((name) => findParameter(all, name) === undefined)
    // Negative: never the id of a parameter the API has.
    .map((name, index) => ({ systemParameterId: -1 - index, name, value: null, use: "missing" as const })),
]
