import type { WellkitClient } from "@wellkit/core"
import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react"
import type { PortalConfig } from "./config.js"
import type { BrowserSessionStore } from "./session-storage.js"

export interface Wellkit {
  readonly client: WellkitClient
  readonly session: BrowserSessionStore
  readonly config: PortalConfig
}

/**
 * The SDK arrives after the sign-in page has rendered (see app/runtime.ts):
 * `wellkit` is undefined until then, `ready` settles when it is there. Anyone
 * signed in has it, since signing in goes through it and a stored session
 * waits for it before the first render.
 */
export interface Startup {
  readonly config: PortalConfig
  readonly wellkit: Wellkit | undefined
  /** Starts the SDK if it has not started, and settles when it is there. */
  readonly ready: () => Promise<Wellkit>
}

const WellkitContext = createContext<Startup | null>(null)

export const WellkitProvider = ({ value, children }: { value: Startup; children: ReactNode }) => (
  <WellkitContext.Provider value={value}>{children}</WellkitContext.Provider>
)

const useStartup = (): Startup => {
  const value = useContext(WellkitContext)
  if (!value) throw new Error("useWellkit outside WellkitProvider")
  return value
}

/** For signed-in screens, and signed-out ones whose route waits for the SDK. */
export const useWellkit = (): Wellkit => {
  const { wellkit } = useStartup()
  if (!wellkit) throw new Error("useWellkit before the SDK has loaded")
  return wellkit
}

/** For a screen that renders before the SDK: the SDK, once it is there. */
export const useWellkitWhenReady = (): (() => Promise<Wellkit>) => useStartup().ready

export const useConfig = (): PortalConfig => useStartup().config

const signedOut = { subscribe: () => () => {}, get: () => undefined }

/** Who is visiting, for the route guards; undefined when signed out. */
export const useVisitor = () => {
  const session = useStartup().wellkit?.session ?? signedOut
  // The same snapshot for React's static renderer, which draws the sign-in page at build time.
  return useSyncExternalStore(session.subscribe, session.get, session.get)
}

/** The signed-in account, re-rendering on login and logout. */
export const useAccount = () => useVisitor()?.account

const idle = { subscribe: () => () => {}, getSnapshot: () => 0 }

/** HTTP-5: how many calls are in flight. */
export const useInFlight = (): number => {
  const inFlight = useStartup().wellkit?.client.inFlight ?? idle
  return useSyncExternalStore(inFlight.subscribe, inFlight.getSnapshot, inFlight.getSnapshot)
}
