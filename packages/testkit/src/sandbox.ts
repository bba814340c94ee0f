import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { WellkitApi } from "@wellkit/core"
import { Layer } from "effect"
import { Db } from "./db.js"
import { SANDBOX_API_KEY } from "./demo.js"
import { endpointOf, Faults, faultResponse } from "./faults.js"
import { administratorHandlers } from "./handlers/administrators.js"
import { type BatchOptions, batchHandlers } from "./handlers/batches.js"
import { challengeHandlers } from "./handlers/challenges.js"
import { contentHandlers } from "./handlers/content.js"
import { dashboardHandlers } from "./handlers/dashboard.js"
import { entityHandlers } from "./handlers/entities.js"
import { favoriteHandlers } from "./handlers/favorites.js"
import { fileStorageHandlers } from "./handlers/file-storage.js"
import { flowHandlers } from "./handlers/flows.js"
import { licenseHandlers } from "./handlers/licenses.js"
import { memberProgramHandlers } from "./handlers/member-programs.js"
import { memberRecordHandlers } from "./handlers/member-records.js"
import { memberRewardHandlers } from "./handlers/member-rewards.js"
import { memberHandlers } from "./handlers/members.js"
import { messageHandlers } from "./handlers/messages.js"
import { organizationHandlers } from "./handlers/organizations.js"
import { packageGroupHandlers } from "./handlers/package-groups.js"
import { programHandlers, tagHandlers } from "./handlers/programs.js"
import { purchaseHandlers } from "./handlers/purchase.js"
import { reportHandlers } from "./handlers/reports.js"
import { rewardApprovalHandlers } from "./handlers/reward-approvals.js"
import { rewardHandlers } from "./handlers/rewards.js"
import { sessionHandlers } from "./handlers/session.js"
import { socialHandlers } from "./handlers/social.js"
import { supportHandlers } from "./handlers/support.js"
import { rewardFileHandlers } from "./handlers/uploads.js"
import { userHandlers } from "./handlers/users.js"
import { kitHandlers } from "./kit/handlers.js"
import { readJsonBody, shortRefusal } from "./refusals.js"

export interface Sandbox {
  /** Answers one API request as the real API would, faults included. */
  readonly handle: (request: Request) => Promise<Response>
  readonly db: Db
  readonly faults: Faults
  /** "METHOD /path" of every API call answered, in order; tests count calls with it. */
  readonly requests: Array<string>
  readonly dispose: () => Promise<void>
}

export interface SandboxOptions {
  readonly db?: Db
  /** @default "sandbox-key" */
  readonly apiKey?: string
  /** Batch processing time and where finished batches are announced. */
  readonly batches?: BatchOptions
}

const unauthorized = () =>
  new Response(JSON.stringify({ _tag: "Unauthorized", message: "Unknown apiKey." }), {
    status: 401,
    headers: { "content-type": "application/json" },
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A stateful in-memory implementation of the whole contract. */
export const makeSandbox = (options: SandboxOptions = {}): Sandbox => {
  const db = options.db ?? Db.seeded()
  const faults = new Faults()
  const apiKey = options.apiKey ?? SANDBOX_API_KEY
  const api = HttpApiBuilder.api(WellkitApi).pipe(
    Layer.provide([
      sessionHandlers(db),
      entityHandlers(db),
      flowHandlers(db),
      fileStorageHandlers(db),
      messageHandlers(db),
      batchHandlers(db, options.batches),
      rewardFileHandlers(db),
      contentHandlers(db),
      supportHandlers(db),
      licenseHandlers(db),
      rewardHandlers(db),
      challengeHandlers(db),
      dashboardHandlers(db),
      reportHandlers(db),
      userHandlers(db),
      purchaseHandlers(db),
      administratorHandlers(db),
      organizationHandlers(db),
      packageGroupHandlers(db),
      socialHandlers(db),
      programHandlers(db),
      tagHandlers(db),
      rewardApprovalHandlers(db),
      memberRewardHandlers(db),
      memberProgramHandlers(db),
      memberRecordHandlers(db),
      favoriteHandlers(db),
      memberHandlers(db),
      ...kitHandlers(db),
    ]),
  )
  const web = HttpApiBuilder.toWebHandler(Layer.mergeAll(api, HttpServer.layerContext))

  const requests: Array<string> = []
  const handle = async (incoming: Request): Promise<Response> => {
    const url = new URL(incoming.url)
    requests.push(`${incoming.method} ${url.pathname}`)
    if (url.searchParams.get("apiKey") !== apiKey) return unauthorized()
    const endpoint = endpointOf(incoming.method, url.pathname)
    const fault = endpoint ? faults.take(endpoint) : undefined
    if (fault?.delayMs) await sleep(fault.delayMs)
    if (fault && (fault.status !== undefined || fault.malformed)) return faultResponse(fault)
    const request = await readJsonBody(incoming)
    if (request instanceof Response) return request
    return shortRefusal(request, await web.handler(request))
  }
  return { handle, db, faults, requests, dispose: web.dispose }
}
