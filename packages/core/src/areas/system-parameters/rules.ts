import { Either } from "effect"
import type { SystemParameter } from "../../api/Session.js"
import { scopeFrom } from "../../kit/scope.js"
import { idleTimeoutOf } from "../../session/idle.js"
import { findParameter, INACTIVITY_PARAMETER } from "../../session/rules.js"
import { BLOG_PARAMETER, blogScope, GROUP_PARAMETER, groupScope } from "../social/rules.js"

/**
 * The parameters the portal reads, each judged by the very function that reads
 * it (the session's idle timeout, social's scope), so this list never says
 * "usable" of a value the portal would refuse.
 */
const readers: Readonly<Record<string, (parameters: ReadonlyArray<SystemParameter>) => boolean>> = {
  [INACTIVITY_PARAMETER]: (parameters) =>
    idleTimeoutOf(findParameter(parameters, INACTIVITY_PARAMETER)?.value) !== undefined,
  [BLOG_PARAMETER]: (parameters) => Either.isRight(scopeFrom(blogScope, parameters)),
  [GROUP_PARAMETER]: (parameters) => Either.isRight(scopeFrom(groupScope, parameters)),
}

/** The names of the parameters the portal reads, in the order the page explains them. */
export const READ_BY_PORTAL = Object.keys(readers)

export type PortalUse = "usable" | "unusable" | "notRead"

/**
 * Whether the portal can use a parameter of the organisation's list: only the first
 * of a name is read, so a later one of the same name is "notRead".
 */
export const portalUse = (parameter: SystemParameter, all: ReadonlyArray<SystemParameter>): PortalUse => {
  const read = readers[parameter.name]
  if (!read || findParameter(all, parameter.name) !== parameter) return "notRead"
  return read([parameter]) ? "usable" : "unusable"
}

/** The parameters the portal reads that the organisation lacks: each falls back to what the page says. */
export const missingParameters = (all: ReadonlyArray<SystemParameter>): ReadonlyArray<string> =>
  READ_BY_PORTAL.filter((name) => findParameter(all, name) === undefined)
