import { createClient, type WellkitClient } from "@wellkit/core"
import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react"
import type { PortalConfig } from "./config.js"
import type { BrowserSessionStore } from "./session-storage.js"
import { browserTabChannel } from "./tab-channel.js"

export interface Wellkit {
  readonly client: WellkitClient
  readonly session: BrowserSessionStore
  readonly config: PortalConfig
}

export const makeWellkit = (config: PortalConfig, session: BrowserSessionStore): Wellkit => ({
  client: createClient({
    apiHost: config.apiHost,
    apiKey: config.apiKey,
    basicAuth: config.basicAuth,
    appVersion: __APP_VERSION__,
    sessionStore: session,
    tabs: browserTabChannel(),
    storage: {
      get: (key) => window.localStorage.getItem(key),
      set: (key, value) => window.localStorage.setItem(key, value),
    },
  }),
  session,
  config,
})

const WellkitContext = createContext<Wellkit | null>(null)

export const WellkitProvider = ({ value, children }: { value: Wellkit; children: ReactNode }) => (
  <WellkitContext.Provider value={value}>{children}</WellkitContext.Provider>
)

export const useWellkit = (): Wellkit => {
  const value = useContext(WellkitContext)
  if (!value) throw new Error("useWellkit outside WellkitProvider")
  return value
}

/** The signed-in account, re-rendering on login and logout. */
export const useAccount = () => {
  const { session } = useWellkit()
  return useSyncExternalStore(session.subscribe, () => session.get()?.account)
}

/** Who is visiting, for the route guards; undefined when signed out. */
export const useVisitor = () => {
  const { session } = useWellkit()
  return useSyncExternalStore(session.subscribe, () => session.get())
}

/** HTTP-5: how many calls are in flight. */
export const useInFlight = (): number => {
  const { client } = useWellkit()
  return useSyncExternalStore(client.inFlight.subscribe, client.inFlight.getSnapshot)
}
