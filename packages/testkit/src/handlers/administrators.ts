import { HttpApiBuilder } from "@effect/platform"
import { BadRequest, NotFound, WellkitApi } from "@wellkit/core"
import {
  type Administrator,
  type AdministratorInput,
  type AdministratorSearchParams,
  adminTypeName,
} from "@wellkit/core/administrators"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { SandboxUser } from "../state.js"
import { mailResetLink } from "./account-links.js"
import { currentUser } from "./auth.js"
import { ADMIN_FUNCTIONS, inviteUser } from "./invite.js"

const STAFF = 5
const STAFF_FUNCTIONS = [
  "DIY",
  "MEMBER_DEMOGRAPHIC_VIEW",
  "REWARD_APPROVAL_QUEUE_VIEW",
  "REWARD_APPROVAL_QUEUE_EDIT",
]
/** Letters of any script, spaces, hyphens, apostrophes and full stops ("Núñez", "O'Neil", "St. John"). */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u

const administratorOf = (user: SandboxUser): Administrator =>
  ({
    userId: user.userId,
    organizationId: user.entityId,
    firstName: user.firstName,
    lastName: user.lastName,
    emailAddress: user.emailAddress,
    adminType: user.adminType,
    isVerified: user.isVerified ?? user.registered !== false,
  }) as Administrator

const includes = (value: string, wanted: string | undefined) =>
  wanted === undefined || value.toLowerCase().includes(wanted.trim().toLowerCase())

const matches = (query: AdministratorSearchParams, user: SandboxUser) =>
  includes(`${user.firstName} ${user.lastName}`, query.name) &&
  includes(user.emailAddress, query.emailAddress) &&
  (query.organizationId === undefined || user.entityId === query.organizationId) &&
  (query.adminType === undefined || user.adminType === query.adminType)

const byName = (a: SandboxUser, b: SandboxUser) =>
  `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, "en", { sensitivity: "base" })

const refused = (message: string) => Effect.fail(new BadRequest({ message }))

/**
 * The staff area's administrators over the sandbox's users: only staff may
 * call them; anyone else is answered as if there were nothing there.
 */
export const administratorHandlers = (db: Db) => {
  const staff = (request: Parameters<typeof currentUser>[1]) =>
    Effect.flatMap(currentUser(db, request), (user) =>
      user.adminType === STAFF
        ? Effect.succeed(user)
        : Effect.fail(new NotFound({ message: "There is no such administrator." })),
    )
  const find = (userId: number) => db.state.users.find((user) => user.userId === userId)
  const missing = () => Effect.fail(new NotFound({ message: "There is no such administrator." }))

  /** The server's own checks, in the words a real API would answer 400 with (ADM-13). */
  const refusal = (input: AdministratorInput, current?: SandboxUser, me?: SandboxUser) => {
    for (const [field, label] of [
      ["firstName", "A first name"],
      ["lastName", "A last name"],
    ] as const)
      if (!NAME_PATTERN.test(input[field]))
        return `${label} may only contain letters, spaces, hyphens, apostrophes and full stops.`
    const email = input.emailAddress.toLowerCase()
    const other = db.state.users.find((u) => u.emailAddress.toLowerCase() === email && u !== current)
    if (other) return `The e-mail address ${input.emailAddress} is already used by another administrator.`
    if (!db.state.entities.some((entity) => entity.id === input.organizationId))
      return "There is no such organization."
    if (input.adminType !== current?.adminType && adminTypeName(input.adminType) === undefined)
      return `Administrator type ${input.adminType} does not exist. Choose staff (5) or organization admin (8).`
    if (current && current === me && input.adminType !== current.adminType)
      return "You cannot change your own administrator type."
    return undefined
  }

  const replace = (user: SandboxUser, next: SandboxUser) => {
    db.state.users = db.state.users.map((u) => (u === user ? next : u))
    db.persist()
    return administratorOf(next)
  }

  return HttpApiBuilder.group(WellkitApi, "administrators", (handlers) =>
    handlers
      .handle("search", ({ request, urlParams }) =>
        Effect.map(staff(request), () => {
          const found = db.state.users.filter((user) => matches(urlParams, user)).sort(byName)
          const size = urlParams.pageSize ?? 25
          const from = ((urlParams.pageNumber ?? 1) - 1) * size
          return {
            totalRecordCount: found.length,
            users: found.slice(from, from + size).map(administratorOf),
          }
        }),
      )
      .handle("get", ({ request, path }) =>
        Effect.flatMap(staff(request), () => {
          const user = find(path.id)
          return user ? Effect.succeed(administratorOf(user)) : missing()
        }),
      )
      .handle("create", ({ request, payload }) =>
        Effect.flatMap(staff(request), () => {
          const refusedWith = refusal(payload)
          if (refusedWith) return refused(refusedWith)
          const user = inviteUser(db, {
            emailAddress: payload.emailAddress,
            firstName: payload.firstName,
            lastName: payload.lastName,
            adminType: payload.adminType,
            entityId: payload.organizationId,
            functions: payload.adminType === STAFF ? STAFF_FUNCTIONS : ADMIN_FUNCTIONS,
          })
          return Effect.succeed(administratorOf(user))
        }),
      )
      .handle("update", ({ request, path, payload }) =>
        Effect.flatMap(staff(request), (me): Effect.Effect<Administrator, NotFound | BadRequest> => {
          const user = find(path.id)
          if (!user) return missing()
          const refusedWith = refusal(payload, user, me)
          if (refusedWith) return refused(refusedWith)
          const { firstName, lastName, emailAddress, adminType, organizationId } = payload
          // A new address is unconfirmed until its owner confirms it.
          const newAddress = emailAddress.toLowerCase() !== user.emailAddress.toLowerCase()
          return Effect.succeed(
            replace(user, {
              ...user,
              firstName,
              lastName,
              emailAddress,
              adminType,
              entityId: organizationId,
              ...(newAddress ? { isVerified: false } : {}),
            }),
          )
        }),
      )
      .handle("delete", ({ request, path }) =>
        Effect.flatMap(staff(request), (me): Effect.Effect<void, NotFound | BadRequest> => {
          const user = find(path.id)
          if (!user) return missing()
          if (user === me) return refused("You cannot delete your own account.")
          db.state.users = db.state.users.filter((u) => u !== user)
          for (const [token, userId] of Object.entries(db.state.sessions))
            if (userId === user.userId) delete db.state.sessions[token]
          db.persist()
          return Effect.void
        }),
      )
      .handle("reset", ({ request, payload }) =>
        Effect.flatMap(staff(request), () => {
          const wanted = payload.emailAddress.toLowerCase()
          const user = db.state.users.find((u) => u.emailAddress.toLowerCase() === wanted)
          if (!user)
            return Effect.fail(new NotFound({ message: "No administrator has this e-mail address." }))
          mailResetLink(db, user)
          return Effect.void
        }),
      ),
  )
}
