import { useState } from "react"
import { NavLink, useLocation, useNavigate } from "react-router-dom"
import { currentEntry, menuFor } from "../app/menu.js"
import { useReload } from "../app/navigation.js"
import { useVisitor, useWellkit } from "../app/wellkit.js"
import { useTranslation } from "../i18n/index.js"
import { menuFrame } from "./menu-frame.js"
import { useRealtime } from "./use-notifications.js"

const linkClass = (isActive: boolean) =>
  `block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 ${
    isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-200"
  }`

/** RT-3: the notification connection's state, for those who have one. */
const LiveStatus = () => {
  const { t } = useTranslation()
  const state = useRealtime((current) => current.state)
  if (!state) return null
  return (
    <p className="px-4 py-2 text-xs text-slate-500" data-testid="live-status" aria-live="polite">
      <span
        aria-hidden="true"
        className={`mr-1 inline-block h-2 w-2 rounded-full ${state === "Connected" ? "bg-brand-600" : state === "Disconnected" ? "bg-slate-400" : "bg-amber-500"}`}
      />
      {t("realtime.label")}: {t(`realtime.states.${state}`)}
    </p>
  )
}

/** The side menu; `thin` is the narrow variant staff get (NAV-9). */
export const SideMenu = ({ thin = false }: { thin?: boolean }) => {
  const { t } = useTranslation()
  const visitor = useVisitor()
  const account = visitor?.account
  const { client } = useWellkit()
  const navigate = useNavigate()
  const location = useLocation()
  const reload = useReload((state) => state.reload)
  const [leaving, setLeaving] = useState(false)
  if (!account) return null
  const menu = menuFor(account.adminType, visitor?.functions ?? [])
  // One entry is the current page, even where one entry's address lies under another's.
  const current = currentEntry(
    menu.flatMap((group) => group.items),
    location.pathname,
  )
  const signOut = async () => {
    setLeaving(true)
    await client.session.logout()
    navigate("/auth/login", { replace: true })
  }
  return (
    <aside className={menuFrame(thin)} data-testid="side-menu">
      <div className="px-4 py-5">
        <span className="text-xl font-bold tracking-tight text-brand-700">wellkit</span>
        <p className="mt-1 truncate text-xs text-slate-500">
          {t("shell.signedInAs", { name: account.firstName })}
        </p>
      </div>
      <nav aria-label={t("shell.mainMenu")} className="flex-1 space-y-4 px-2">
        {menu.map((group) => {
          return (
            <div key={group.heading ?? "main"}>
              {group.heading && (
                <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                  {t(group.heading)}
                </h2>
              )}
              {/* No aria-labelledby: a list named "Organisations and people" would answer to a search for the label "Organisation". */}
              <ul className="space-y-1">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={linkClass(item.to === current)}
                      aria-current={item.to === current ? "page" : "false"}
                      onClick={(event) => {
                        // NAV-10: the page you are on reloads its data instead of doing nothing.
                        if (location.pathname === item.to) {
                          event.preventDefault()
                          reload()
                        }
                      }}
                    >
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </nav>
      <LiveStatus />
      <div className="p-2">
        <button
          type="button"
          onClick={signOut}
          disabled={leaving}
          className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-2 disabled:opacity-60"
        >
          {t("shell.signOut")}
        </button>
      </div>
    </aside>
  )
}
