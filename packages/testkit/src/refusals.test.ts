import { notADateOfBirth } from "@wellkit/core/forms/dates"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "./demo.js"
import { CONTROL_PREFIX, type SandboxServer, startSandboxServer } from "./server.js"

let server: SandboxServer
let query: string
const api = (path: string, init: RequestInit = {}, q = query) =>
  fetch(`${server.url}${path}${path.includes("?") ? "&" : "?"}${q}`, init)
const postJson = (path: string, body: string) =>
  api(path, { method: "POST", headers: { "content-type": "application/json" }, body })

/** What every refusal must be: a 4xx with a short JSON body that says what was wrong. */
const refusal = async (response: Response, status: number) => {
  const text = await response.text()
  expect(response.status).toBe(status)
  expect(response.headers.get("content-type")).toContain("application/json")
  expect(text.length).toBeLessThan(1000)
  const body = JSON.parse(text) as { message: string; issues?: Array<{ message: string }> }
  expect(body.message).toMatch(/\w{3,}/)
  return { body, text }
}

beforeAll(async () => {
  server = await startSandboxServer({ batchProcessingMs: 60_000 })
  const login = await fetch(`${server.url}/session/login?apiKey=${SANDBOX_API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin@acme.test", password: DEMO_PASSWORD }),
  })
  const { response } = (await login.json()) as { response: { authToken: string } }
  query = `apiKey=${SANDBOX_API_KEY}&authToken=${response.authToken}`
})
afterAll(() => server.close())

describe("the sandbox over real HTTP refuses bad input in a short JSON body", () => {
  it.each(["1990-02-30", "1990-13-45"])(
    "HTTP-9: an employee born on %s is refused in the batch check's words, and not created",
    async (dob) => {
      const before = server.sandbox.db.state.employees.length
      const response = await postJson(
        "/organizations/1000/employees",
        JSON.stringify({ firstName: "Ada", lastName: "Byron", emailAddress: "ada.byron@acme.test", dob }),
      )
      const { body } = await refusal(response, 400)
      expect(body.issues?.[0]?.message).toBe(notADateOfBirth(dob))
      expect(body.message).toBe(`dob: ${notADateOfBirth(dob)}`)
      expect(server.sandbox.db.state.employees.length).toBe(before)
    },
  )

  it("HTTP-9: broken JSON gets a 400 saying the body is not JSON, without quoting it", async () => {
    const { body, text } = await refusal(
      await postJson("/organizations/1000/employees", '{"firstName": "Ada", "lastName": '),
      400,
    )
    expect(body.message).toBe("The request body is not valid JSON: it ends before the value is complete.")
    expect(text).not.toContain("firstName")
    const garbled = await refusal(await postJson("/organizations/1000/employees", "{firstName: Ada}"), 400)
    expect(garbled.body.message).toBe("The request body is not valid JSON.")
  })

  it("HTTP-9: an oversized batch part gets a short error that does not echo the rows", async () => {
    const started = await postJson(
      "/entities/1000/batches",
      JSON.stringify({ fileName: "big.csv", rowCount: 9000 }),
    )
    const { batchId } = (await started.json()) as { batchId: string }
    const rows = Array.from({ length: 6000 }, (_, at) => ({
      line: at + 2,
      firstName: "Row",
      lastName: `Number ${at}`,
      emailAddress: `row.${at}@acme.test`,
      dob: "1990-01-01",
    }))
    const payload = JSON.stringify({ rows })
    expect(payload.length).toBeGreaterThan(500_000)
    const { body, text } = await refusal(
      await postJson(`/entities/1000/batches/${batchId}/rows`, payload),
      400,
    )
    expect(body.message).toBe("rows: A part has at most 5000 rows; this one has 6000.")
    expect(text).not.toContain("row.0@acme.test")
    expect(server.sandbox.db.state.batches.find((batch) => batch.batchId === batchId)?.received).toBe(0)
  })

  it("HTTP-9: a batch part with a row born on 1990-02-30 is refused, naming that row", async () => {
    const started = await postJson(
      "/entities/1000/batches",
      JSON.stringify({ fileName: "one.csv", rowCount: 2 }),
    )
    const { batchId } = (await started.json()) as { batchId: string }
    const row = { line: 2, firstName: "Ada", lastName: "Byron", emailAddress: "ab@acme.test" }
    const part = { rows: [row, { ...row, line: 3, emailAddress: "cd@acme.test", dob: "1990-02-30" }] }
    const { body } = await refusal(
      await postJson(`/entities/1000/batches/${batchId}/rows`, JSON.stringify(part)),
      400,
    )
    expect(body.message).toBe(`rows[1].dob: ${notADateOfBirth("1990-02-30")}`)
  })

  it.each<[string, () => Promise<Response>, number]>([
    ["an unknown path", () => api("/nothing/here"), 404],
    ["a method the path does not take", () => api("/organizations/1000/employees", { method: "PATCH" }), 404],
    ["a path id that is not a number", () => api("/employees/abc", { method: "DELETE" }), 400],
    ["a query value out of range", () => api("/organizations/1000/employees?pageSize=0"), 400],
    ["no body where one is needed", () => api("/organizations/1000/employees", { method: "POST" }), 400],
    [
      "a text body where JSON is needed",
      () =>
        api("/organizations/1000/employees", {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: "x".repeat(50_000),
        }),
      400,
    ],
    ["no apiKey", () => api("/organizations/1000/employees", {}, ""), 401],
    ["no authToken", () => api("/organizations/1000/employees", {}, `apiKey=${SANDBOX_API_KEY}`), 401],
    ["an unknown batch", () => api("/entities/1000/batches/b-missing"), 404],
    [
      "broken JSON to the control plane",
      () => fetch(`${server.url}${CONTROL_PREFIX}/faults`, { method: "POST", body: '{"endpoint": "x' }),
      400,
    ],
    [
      "a fault for an unknown endpoint",
      () =>
        fetch(`${server.url}${CONTROL_PREFIX}/faults`, {
          method: "POST",
          body: JSON.stringify({ endpoint: "users.nothing" }),
        }),
      400,
    ],
    [
      "the hub without a session",
      () => fetch(`${server.url}/hubs/notifications/negotiate?negotiateVersion=1`, { method: "POST" }),
      401,
    ],
  ])("HTTP-9: %s gets a short JSON body saying what was wrong", async (_, send, status) => {
    await refusal(await send(), status)
  })

  it("HTTP-9: an injected 4xx without a body of its own says what it is in JSON", async () => {
    server.sandbox.faults.set({ endpoint: "users.employees", status: 403, times: 1 })
    const { body } = await refusal(await api("/organizations/1000/employees"), 403)
    expect(body.message).toBe("Injected failure")
  })
})
