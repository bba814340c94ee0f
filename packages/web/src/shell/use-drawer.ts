import { type RefObject, useEffect } from "react"
import { useMenuDrawer } from "./menu-drawer.js"

const focusable = "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex='0']"

/**
 * The drawer's keyboard: when it opens, focus moves to its first entry; Tab and Shift+Tab go
 * round the button that opened it and the drawer's own entries (the page behind is inert, but
 * Tab would still leave for the browser's own bar); Escape closes it and gives the focus back.
 */
export const useDrawerKeys = (
  toggle: RefObject<HTMLButtonElement | null>,
  drawer: RefObject<HTMLElement | null>,
) => {
  const open = useMenuDrawer((state) => state.open)
  const setOpen = useMenuDrawer((state) => state.setOpen)
  useEffect(() => {
    if (!open) return
    const stops = () => [
      ...(toggle.current ? [toggle.current] : []),
      // Only what is shown: the column menu's chat button is in the drawer, but not displayed.
      ...[...(drawer.current?.querySelectorAll<HTMLElement>(focusable) ?? [])].filter(
        (element) => element.getClientRects().length > 0,
      ),
    ]
    stops()[1]?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false)
        toggle.current?.focus()
        return
      }
      if (event.key !== "Tab") return
      const all = stops()
      const at = all.indexOf(document.activeElement as HTMLElement)
      const wrapsBack = event.shiftKey && at <= 0
      const wrapsOn = !event.shiftKey && (at === -1 || at === all.length - 1)
      if (!wrapsBack && !wrapsOn) return
      event.preventDefault()
      all[wrapsBack ? all.length - 1 : 0]?.focus()
    }
    // A window widened past the drawer's breakpoint shows the column menu: nothing is left inert.
    const wide = window.matchMedia("(min-width: 48rem)")
    const onWide = () => {
      if (wide.matches) setOpen(false)
    }
    document.addEventListener("keydown", onKeyDown)
    wide.addEventListener("change", onWide)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      wide.removeEventListener("change", onWide)
    }
  }, [open, setOpen, toggle, drawer])
}
