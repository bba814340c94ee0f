import { useEffect, useId, useRef, useState } from "react"
import { NavLink, useLocation, useNavigate } from "react-router-dom"
import { currentEntry, menuFor } from "../app/menu.js"
import { useReload } from "../app/navigation.js"
import { useVisitor, useWellkit } from "../app/wellkit.js"
import { useTranslation } from "../i18n/index.js"
import { ChatButton } from "./ChatButton.js"
import { useMenuDrawer } from "./menu-drawer.js"
import { barFrame, menuFrame } from "./menu-frame.js"
import { useDrawerKeys } from "./use-drawer.js"
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

/** Three bars: the menu button's picture; its name is the text beside it. */
const MenuIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
    <path d="M3 5h14v2H3zM3 9h14v2H3zM3 13h14v2H3z" />
  </svg>
)

/**
 * The side menu; `thin` is the narrow variant staff get (NAV-9). Below `md` it is a drawer
 * opened from a bar at the top, which also holds the chat button: docked there (and at the
 * foot of the column menu on wide screens), it never floats over the page's own controls.
 */
export const SideMenu = ({ thin = false }: { thin?: boolean }) => {
  const { t } = useTranslation()
  const visitor = useVisitor()
  const account = visitor?.account
  const { client } = useWellkit()
  const navigate = useNavigate()
  const location = useLocation()
  const reload = useReload((state) => state.reload)
  const [leaving, setLeaving] = useState(false)
  const open = useMenuDrawer((state) => state.open)
  const setOpen = useMenuDrawer((state) => state.setOpen)
  const toggle = useRef<HTMLButtonElement>(null)
  const drawer = useRef<HTMLElement>(null)
  const drawerId = useId()
  useDrawerKeys(toggle, drawer)
  // A drawer left open would keep the next page inert: a page change (Back, a link in it) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => () => setOpen(false), [setOpen, location.pathname])
  if (!account) return null
  // UI-3, NAV-9: staff have no chat.
  const chat = !thin
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
    <>
      <div className={barFrame}>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen(!open)}
          className="flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2"
        >
          <MenuIcon />
          {t("shell.mainMenu")}
        </button>
        <span className="text-lg font-bold tracking-tight text-brand-700">wellkit</span>
        {chat ? (
          <div className="ml-auto" inert={open}>
            <ChatButton placement="bar" />
          </div>
        ) : null}
      </div>
      {open ? (
        // A tap beside the drawer closes it, as on any phone.
        <div
          aria-hidden="true"
          className="fixed inset-0 top-14 z-30 bg-slate-900/40 md:hidden"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <aside
        ref={drawer}
        id={drawerId}
        className={`${menuFrame(thin)} ${open ? "max-md:fixed max-md:top-14 max-md:bottom-0 max-md:left-0 max-md:z-40 max-md:w-72 max-md:max-w-[85vw] max-md:overflow-y-auto max-md:shadow-xl" : "max-md:hidden"}`}
        data-testid="side-menu"
      >
        <div className="px-4 py-5">
          <span className="text-xl font-bold tracking-tight text-brand-700">wellkit</span>
          <p className="mt-1 truncate text-xs text-slate-500">
            {t("shell.signedInAs", { name: account.firstName })}
          </p>
        </div>
        <nav aria-label={t("shell.mainMenu")} className="min-h-0 flex-1 space-y-4 overflow-y-auto px-2">
          {menu.map((group) => {
            return (
              <div key={group.heading ?? "main"}>
                {group.heading && (
                  <h2 className="px-3 pb-1 text-xs font-semibold text-slate-600">{t(group.heading)}</h2>
                )}
                {/* No aria-labelledby: a list named "Organizations and people" would answer to a search for the label "Organization". */}
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
                          setOpen(false)
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
        {chat ? (
          <div className="hidden px-2 pt-2 md:block">
            <ChatButton placement="menu" />
          </div>
        ) : null}
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
    </>
  )
}
