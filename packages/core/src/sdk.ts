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
 * `createClient`, with its services built before it is handed over, and its calls run, on the
 * given scheduler. A page passes one that runs each slice in a task of its own (`taskSlices`):
 * the build, which is Effect's first run on the page (~150 ms on a phone), and a call's work
 * (its codec's first making, a large answer's decoding) then never block the page for long:
 * the calls a React commit starts share one slice of its task, and the rest runs after it
 * (issue 23). `runtime.runSync` keeps its own synchronous scheduler, so screens still read the
 * caches while they render.
 *
 * @example
 * const wellkit = await startClient({ apiHost: "https://api.example.com", apiKey: "key" }, taskSlices(10))
 */
export const startClient = async (options: WellkitOptions, scheduler: Scheduler.Scheduler) => {
  const inFlight = options.inFlight ?? new InFlight()
  const scope = Effect.runSync(Scope.make())
  const services = await Effect.runPromise(
    // Yielding first: none of the build joins the caller's task.
    Effect.yieldNow().pipe(
      Effect.andThen(Layer.buildWithScope(wellkitLayer({ ...options, inFlight }), scope)),
      Effect.withScheduler(scheduler),
    ),
  )
  // Built already: this runtime's own build only hands the services over, with the scheduler.
  const runtime: WellkitRuntime = ManagedRuntime.make(
    Layer.merge(Layer.succeedContext(services), Layer.setScheduler(scheduler)),
  )
  // Made now: until it is, every run takes the runtime's scheduler, and `runSync` too would
  // yield at the end of a slice (and throw).
  await runtime.runtime()
  return clientOver(runtime, inFlight, async () => {
    await runtime.dispose()
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })
}

export type WellkitClient = ReturnType<typeof createClient>
