import { HttpApi } from "@effect/platform"
import { WellkitApi } from "@wellkit/core"

/**
 * A failure a test or a person asks the sandbox to produce, per endpoint
 * ("messages.get"): a status, a delay, a malformed body, or all of them.
 */
export interface Fault {
  /** "group.endpoint" as declared in core, e.g. "messages.create" or "session.login". */
  readonly endpoint: string
  readonly status?: number
  readonly statusText?: string
  /** Body sent with `status`; a sensible one for the status when left out. */
  readonly body?: string
  readonly delayMs?: number
  /** Answer 200 with a body that does not decode. */
  readonly malformed?: boolean
  /** How many calls it applies to. @default every call until cleared */
  readonly times?: number
}

interface Route {
  readonly name: string
  readonly method: string
  readonly pattern: RegExp
}

/** Every declared endpoint with a matcher for its path, read from the contract itself. */
export const routes: ReadonlyArray<Route> = (() => {
  const found: Array<Route> = []
  HttpApi.reflect(WellkitApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint }) => {
      const source = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")
      found.push({
        name: `${group.identifier}.${endpoint.name}`,
        method: endpoint.method,
        pattern: new RegExp(`^${source}$`),
      })
    },
  })
  return found
})()

export const endpointOf = (method: string, pathname: string): string | undefined =>
  routes.find((route) => route.method === method.toUpperCase() && route.pattern.test(pathname))?.name

/** Names the endpoints of the group meant, or the groups: short enough to read, enough to correct the name. */
const unknownEndpoint = (name: unknown): string => {
  const shown = String(name).slice(0, 60)
  const group = shown.split(".")[0]
  const same = routes.filter((route) => route.name.startsWith(`${group}.`)).map((route) => route.name)
  const known = same.length > 0 ? same : [...new Set(routes.map((route) => route.name.split(".")[0]))]
  return `Unknown endpoint "${shown}". ${same.length > 0 ? "Known" : "Known groups"}: ${known.join(", ")}.`
}

export class Faults {
  private readonly active = new Map<string, { fault: Fault; remaining: number }>()

  set(fault: Fault): void {
    if (!routes.some((route) => route.name === fault.endpoint))
      throw new Error(unknownEndpoint(fault.endpoint))
    this.active.set(fault.endpoint, { fault, remaining: fault.times ?? Number.POSITIVE_INFINITY })
  }

  clear(endpoint?: string): void {
    if (endpoint) this.active.delete(endpoint)
    else this.active.clear()
  }

  list(): ReadonlyArray<Fault> {
    return [...this.active.values()].map((entry) => entry.fault)
  }

  /** The fault for this call, counting it against `times`. */
  take(endpoint: string): Fault | undefined {
    const entry = this.active.get(endpoint)
    if (!entry) return undefined
    entry.remaining -= 1
    if (entry.remaining <= 0) this.active.delete(endpoint)
    return entry.fault
  }
}

const defaultBodies: Readonly<Record<number, string>> = {
  302: JSON.stringify({ _tag: "Duplicate", message: "That id is already used in this organization." }),
  401: JSON.stringify({ _tag: "Unauthorized", message: "Your session has ended. Please sign in again." }),
  404: JSON.stringify({ _tag: "NotFound", message: "The requested item was not found." }),
}

export const faultResponse = (fault: Fault): Response => {
  if (fault.malformed && fault.status === undefined) {
    return new Response('{"items": [ {"truncated', {
      status: 200,
      headers: { "content-type": "application/json" },
    })
  }
  const status = fault.status ?? 500
  const statusText = fault.statusText ?? (status === 481 ? "Account locked" : "Injected failure")
  if (status === 481) {
    return new Response(fault.body ?? statusText, {
      status,
      statusText,
      headers: { "content-type": "text/plain" },
    })
  }
  // A refusal says what was wrong in JSON, like every other 4xx of the sandbox.
  const refusal = status >= 400 && status < 500 ? JSON.stringify({ message: statusText }) : undefined
  const body = fault.malformed
    ? "<html>Bad gateway</html>"
    : (fault.body ?? defaultBodies[status] ?? refusal ?? statusText)
  const type = body.startsWith("{") ? "application/json" : "text/plain"
  return new Response(body, { status, statusText, headers: { "content-type": type } })
}
