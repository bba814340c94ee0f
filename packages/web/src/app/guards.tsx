import { AdminType, homePath } from "@wellkit/core"
import { Navigate, Outlet, useLocation } from "react-router-dom"
import { useAccount } from "./wellkit.js"

/** Routes below need a signed-in user; others go to the login page. */
export const RequireLogin = () => {
  const account = useAccount()
  const location = useLocation()
  if (!account)
    return <Navigate to="/auth/login" replace state={{ from: location.pathname + location.search }} />
  return <Outlet />
}

/** noap's extra guard: staff only (decision recorded in RULES.md, NAV-6). */
export const RequireStaff = () => {
  const account = useAccount()
  if (account?.adminType !== AdminType.staff) return <Navigate to="/home" replace />
  return <Outlet />
}

/** NAV-2: /home sends each kind of admin to their own start page. */
export const HomeRedirect = () => {
  const account = useAccount()
  return <Navigate to={account ? homePath(account.adminType) : "/auth/login"} replace />
}
