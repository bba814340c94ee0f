import { useEffect, useRef, useState } from "react"
import { useLocation } from "react-router-dom"
import { useTranslation } from "../i18n/index.js"

/** The page's main heading: every screen has one, and it already names the record it shows. */
const mainHeading = () => document.querySelector("main h1")?.textContent?.replace(/\s+/g, " ").trim() ?? ""

/**
 * Names each page after its main heading, in the tab, the history and bookmarks ("Members ·
 * wellkit", "Edit Mindfulness · wellkit"), and tells a screen reader the page it has arrived on
 * after a navigation, as a browser does for a page load. The heading can arrive after the
 * route (a lazy screen, a record read), so the title follows it as it changes.
 */
export const PageTitle = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [arrived, setArrived] = useState("")
  const firstPage = useRef(true)

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path is a new page to name and announce.
  useEffect(() => {
    const main = document.getElementById("main")
    // The first page is the browser's to announce, as a page load.
    const quiet = firstPage.current
    firstPage.current = false
    const follow = () => {
      const heading = mainHeading()
      const title = heading ? t("shell.pageTitle", { page: heading }) : t("shell.productName")
      if (document.title !== title) document.title = title
      // A record's name that replaces "Loading" in the heading is said too: it is where they are.
      if (heading && !quiet) setArrived(heading)
    }
    follow()
    if (!main) return
    const observer = new MutationObserver(follow)
    observer.observe(main, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [pathname, t])

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {arrived}
    </p>
  )
}
