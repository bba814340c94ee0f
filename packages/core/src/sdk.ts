import { Effect, Exit, Layer, ManagedRuntime, type Scheduler, Scope } from "effect"
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

/**
 * `createClient`, with its services built before it is handed over, on the given scheduler. A
 * page passes one that runs each slice in a task of its own, so that the build, which is
 * Effect's first run on the page (~150 ms on a phone), never blocks the page for long (issue 23).
 *
 * @example
 * const wellkit = await startClient({ apiHost: "https://api.example.com", apiKey: "key" }, taskSlices(10))
 */
export const startClient = async (options: WellkitOptions, scheduler: Scheduler.Scheduler) => {
  const inFlight = options.inFlight ?? new InFlight()
  const scope = Effect.runSync(Scope.make())
  const services = await Effect.runPromise(
    Layer.buildWithScope(wellkitLayer({ ...options, inFlight }), scope).pipe(Effect.withScheduler(scheduler)),
  )
  // Built already: this runtime's own build only hands the services over. It runs on Effect's
  // usual scheduler, so the client's calls are not sliced.
  const runtime: WellkitRuntime = ManagedRuntime.make(Layer.succeedContext(services))
  return clientOver(runtime, inFlight, async () => {
    await runtime.dispose()
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })
}

export type WellkitClient = ReturnType<typeof createClient>
