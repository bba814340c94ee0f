import { http } from "msw"
import type { Sandbox } from "./sandbox.js"

/** The host unit tests point the SDK at; msw answers it in process. */
export const SANDBOX_HOST = "https://api.sandbox.test"

/**
 * msw handlers that answer every call to `apiHost` from the sandbox, for code
 * that calls the global fetch. msw follows 3xx answers itself and fails a 302
 * to a POST, so tests of the spec's 302 statuses use `inProcessSandbox`, which
 * hands the SDK a fetch that reaches the sandbox directly.
 */
export const sandboxHandlers = (sandbox: Sandbox, apiHost: string = SANDBOX_HOST) => [
  http.all(`${apiHost}/*`, ({ request }) => sandbox.handle(request)),
]
