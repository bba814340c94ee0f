import { decide } from "@wellkit/core"
import { useMemo } from "react"
import { Navigate, Outlet, useLocation } from "react-router-dom"
import { ForbiddenPage } from "../screens/not-found/ForbiddenPage.js"
import { useVisitor } from "./wellkit.js"

/**
 * NAV-1..7: runs core's route decision on every navigation (so noap and social
 * re-run their guards, NAV-6) and renders, redirects or refuses accordingly.
 */
export const Gate = () => {
  const { pathname, search } = useLocation()
  const session = useVisitor()
  const visitor = useMemo(
    () =>
      session ? { adminType: session.account.adminType, functions: session.functions ?? [] } : undefined,
    [session],
  )
  const decision = decide(pathname, search, visitor)
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />
  if (decision.kind === "forbidden") return <ForbiddenPage />
  return <Outlet />
}
