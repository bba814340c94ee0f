import { Effect } from "effect"
import type { UserId } from "../../api/ids.js"
import * as Api from "../../api/Members.js"
import type { AppError } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { searchedService } from "../../kit/search-service.js"
import { write } from "../../kit/write.js"
import { UserListCache } from "../users/Users.js"
import { actionToasts, type MemberQuery, memberRules, memberSearch } from "./rules.js"

/** The rules, read as `Members.isUpdate`, …: no generic name reaches the package root. */
export * from "./rules.js"

/** Members, declared once: what the service, the screens and the tests read. */
export const resource = {
  ...memberRules,
  idField: "userId",
  id: Api.Member.fields.userId,
  item: Api.Member,
  input: Api.MemberInput,
  page: Api.MemberPage,
  search: memberSearch,
  params: Api.MemberSearchQuery,
  endpoints: Api.memberEndpoints,
} as const

const noOrganization: Api.MemberPage = { totalRecordCount: 0, members: [] }

/** A page of an organization's members, one member, save (ADM-1, ADM-13) and remove, each with toast and redirect (ADM-2). */
const service = searchedService(resource, ({ members }) => ({
  // Members are searched within one organization: until one is chosen there is nothing to ask.
  search: ({ urlParams: { entityId, ...urlParams } }) =>
    entityId === undefined
      ? Effect.succeed(noOrganization)
      : members.search({ path: { entityId }, urlParams }),
  get: ({ path }) => members.get({ path: { userId: path.id } }),
  create: ({ payload }) => members.create({ path: { entityId: payload.entityId }, payload }),
  update: ({ path, payload }) => members.update({ path: { userId: path.id }, payload }),
  delete: ({ path }) => members.delete({ path: { userId: path.id } }),
}))

export const { search, research, remember, pages, rerunLast, get, redirectAfter } = service

/** Manage users lists the same people: after a change here its kept lists are stale, so they are read again when shown. */
const forgetPeople = Effect.flatMap(UserListCache, (cache) => Effect.sync(() => cache.clear()))

/** Creates or updates (ADM-1); a 409 is an address on an active account (ADM-13). */
export const save = (input: Api.MemberInput, from: MemberQuery) =>
  service.save(input, from).pipe(Effect.ensuring(forgetPeople))

/** Deletes the member; back to the search they came from. */
export const remove = (userId: UserId, from: MemberQuery) =>
  service.remove(userId, from).pipe(Effect.ensuring(forgetPeople))

const withMembers = <A>(use: (client: typeof ApiClient.Service) => Effect.Effect<A, unknown>) =>
  Effect.flatMap(ApiClient, use)

/** An action of the Details tab: sent once, toast, and the search on screen read again (also when unknown, ERR-5). */
const action = <A, R>(sent: Effect.Effect<A, AppError, R>, toast: SuccessToast) =>
  write(sent, { refresh: rerunLast, toast, redirect: () => undefined })

/** Sends the member a password-reset e-mail. */
export const reset = (emailAddress: string) =>
  action(
    call(
      Api.resetMember,
      withMembers((client) => client.members.reset({ payload: { emailAddress } })),
    ).pipe(Effect.as(emailAddress)),
    actionToasts.reset,
  )

/** Makes a pending or inactive member active; answers the member as now stored. */
export const activate = (userId: UserId) =>
  action(
    call(
      Api.activateMember,
      withMembers((client) => client.members.activate({ path: { userId } })),
    ),
    actionToasts.activate,
  )

/** Marks the member a test account (or not); answers the member as now stored. */
export const setTest = (userId: UserId, isTest: boolean) =>
  action(
    call(
      Api.setTestIndicator,
      withMembers((client) => client.members.setTest({ path: { userId }, payload: { isTest } })),
    ),
    isTest ? actionToasts.markTest : actionToasts.unmarkTest,
  )

/** The member's demographics (staff's page and the portal's read-only profile). */
export const demographics = (userId: UserId) =>
  call(
    Api.getDemographics,
    withMembers((client) => client.members.demographics({ path: { userId } })),
  )

/** Saves the member's demographics; the page shows the answer. */
export const saveDemographics = (userId: UserId, input: Api.DemographicsInput) =>
  write(
    call(
      Api.saveDemographics,
      withMembers((client) => client.members.saveDemographics({ path: { userId }, payload: input })),
    ),
    { toast: actionToasts.demographics, redirect: () => undefined },
  )
