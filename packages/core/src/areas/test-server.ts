import { afterEach } from "vitest"
import { createClient, type WellkitClient } from "../sdk.js"

/** An answer, a connection that drops (no answer at all), or a success whose body cannot be read. */
export type Reply = { readonly status: number; readonly body?: unknown } | "dropped" | "unreadable"

/**
 * A server answering by "METHOD /path" (404 otherwise), noting each request and what each PUT
 * carried, over the real client; so an area's write tests need no more than a few lines of it.
 *
 * Call it once at a test file's top level: files share a worker (`isolate: false`), so the
 * clean-up must be registered by each file, not once by this module.
 */
export const testServer = () => {
  const clients: Array<WellkitClient> = []
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()))
  })
  return (routes: Readonly<Record<string, Reply>>) => {
    const seen: Array<string> = []
    const put: Array<unknown> = []
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const key = `${request.method} ${new URL(request.url).pathname}`
      seen.push(key)
      if (request.method === "PUT") {
        // Some PUTs carry no payload; reading theirs as JSON would fail the request instead.
        const body = await request.clone().text()
        put.push(body === "" ? undefined : JSON.parse(body))
      }
      const reply = routes[key] ?? { status: 404, body: { message: "No such thing." } }
      if (reply === "dropped") throw new TypeError("Failed to fetch")
      if (reply === "unreadable") return new Response("{", { status: 200 })
      return reply.body === undefined
        ? new Response(null, { status: reply.status })
        : Response.json(reply.body, { status: reply.status })
    }
    const client = createClient({ apiHost: "https://api.test", apiKey: "key", fetch })
    clients.push(client)
    return { client, seen, put }
  }
}
