import { ManagedRuntime } from "effect"
import { areaEntries } from "./areas/registry.js"
import { InFlight } from "./http/InFlight.js"
import { runWith, type WellkitOptions, type WellkitRuntime, wellkitLayer } from "./layer.js"
import { sessionSdk } from "./session/sdk.js"

const clientOver = (runtime: WellkitRuntime, inFlight: InFlight, dispose: () => Promise<void>) => {
  const run = runWith(runtime)
  return {
    runtime,
    /**
     * Runs one of the SDK's Effect programs with this client's session and caches; rejects with its AppError.
     * @example const messages = await wellkit.run(Messages.list(entityId))
     */
    run,
    inFlight,
    session: sessionSdk(run),
    ...areaEntries(run),
    /**
     * Closes the client's runtime: its caches, timers and hub connections.
     * @example await wellkit.dispose()
     */
    dispose,
  }
}

/**
 * The SDK with plain Promises. Every method rejects with an `AppError`. Each
 * area's methods (`wellkit.messages`, …) come from its line in areas/registry.ts.
 * Its services are built at its first call.
 *
 * @example
 * const wellkit = createClient({ apiHost: "https://api.example.com", apiKey: "key" })
 * await wellkit.session.login({ username: "ada@example.com", password: "secret" })
 * const messages = await wellkit.messages.list(entityId)
 */
export const createClient = (options: WellkitOptions) => {
  const inFlight = options.inFlight ?? new InFlight()
  const runtime: WellkitRuntime = ManagedRuntime.make(wellkitLayer({ ...options, inFlight }))
  return clientOver(runtime, inFlight, () => runtime.dispose())
}

export type WellkitClient = ReturnType<typeof createClient>
