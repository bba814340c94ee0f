import { Effect, Either, Option, Schema } from "effect"
import type { EntityId } from "../api/ids.js"
import type { SystemParameter } from "../api/Session.js"
import { type AppError, appError } from "../errors/AppError.js"
import { findParameter } from "../session/rules.js"
import { systemParameters } from "../session/Session.js"
import { scopeCache } from "./scope-cache.js"

/**
 * ADM-18: a resource kept under a scope other than the organization (a blog, a
 * group of communities), whose id a system parameter of the organization holds.
 */
export interface ScopeParameter<Id> {
  /** The system parameter's name, e.g. SOCIAL_BLOG_ID. */
  readonly parameter: string
  readonly id: Schema.Schema<Id, number>
  /** A text key: what the page says when the organization has no usable value for it. */
  readonly missing: string
}

const WHOLE_NUMBER = /^\d{1,15}$/

/** The scope's id from the organization's parameters; a missing or unusable value is a warning in the area's words. */
export const scopeFrom = <Id>(
  scope: ScopeParameter<Id>,
  parameters: ReadonlyArray<SystemParameter>,
): Either.Either<Id, AppError> => {
  const value = findParameter(parameters, scope.parameter)?.value?.trim() ?? ""
  const id = WHOLE_NUMBER.test(value)
    ? Schema.decodeUnknownOption(scope.id)(Number(value))
    : Option.none<Id>()
  return Option.match(id, {
    onSome: (found) => Either.right(found),
    onNone: () =>
      Either.left(
        appError({
          level: "warning",
          message: scope.missing,
          // Shown as is: the value that is there, so staff can see what to correct.
          additionalMessage: value === "" ? undefined : `${scope.parameter} = "${value.slice(0, 40)}"`,
        }),
      ),
  })
}

/** Each organization's system parameters, read once per session (POR-19) and again on Try again. */
export const parameterCache = scopeCache<EntityId, ReadonlyArray<SystemParameter>, AppError>()

export const organizationParameters = (entityId: EntityId) =>
  Effect.flatMap(parameterCache, (cache) => cache.ensure(entityId, systemParameters(entityId)))

export const reloadParameters = (entityId: EntityId) =>
  Effect.flatMap(parameterCache, (cache) => cache.reload(entityId, systemParameters(entityId)))

/** The organization's id for the scope, or the failure a page shows (with Try again). */
export const readScope = <Id>(scope: ScopeParameter<Id>, entityId: EntityId) =>
  Effect.flatMap(organizationParameters(entityId), (parameters) => scopeFrom(scope, parameters))
