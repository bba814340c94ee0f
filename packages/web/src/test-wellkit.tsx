import type { WellkitClient } from "@wellkit/core"
import type { ReactNode } from "react"
import { WellkitProvider } from "./app/wellkit.js"

/**
 * `children` as a started portal renders them: with the given client (a test environment's,
 * over the in-process sandbox) and no configuration or session store of its own to read.
 */
export const withWellkit = (client: WellkitClient, children: ReactNode) => {
  const config = {} as never
  const wellkit = { client, session: {} as never, config }
  return (
    <WellkitProvider value={{ config, wellkit, ready: () => Promise.resolve(wellkit) }}>
      {children}
    </WellkitProvider>
  )
}
