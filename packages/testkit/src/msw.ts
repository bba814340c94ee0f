import { http } from "msw"
import type { Sandbox } from "./sandbox.js"

/** The host unit tests point the SDK at; msw answers it in process. */
export const SANDBOX_HOST = "https://api.sandbox.test"

/** msw handlers that answer every call to `apiHost` from the sandbox. */
export const sandboxHandlers = (sandbox: Sandbox, apiHost: string = SANDBOX_HOST) => [
  http.all(`${apiHost}/*`, ({ request }) => sandbox.handle(request)),
]
