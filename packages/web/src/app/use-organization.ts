import { type EntityId, redirectHref } from "@wellkit/core"
import { useCallback, useEffect } from "react"
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router-dom"
import { navigationUnderWay } from "./live-router.js"
import { entityIdFrom } from "./params.js"
import { useEntities } from "./use-entities.js"

/**
 * Whether the browser's address is still the one this page rendered for. The router's state can
 * lag it (its updates are transitions; a render can come late), and a page rendered after the
 * person left must not write its organization into the address and take them back.
 */
const stillAt = (pathname: string) => window.location.pathname === pathname

/** The organization last shown, so moving to another area keeps it (one scope for every area). */
let lastShown: EntityId | undefined

/**
 * The organization a page is about: `?entityId=` when it names one, else the
 * one the last page was about, else the first the admin can see; written into
 * the address so a reload or a shared link shows the same. `choose` moves the
 * page to another one.
 */
export const useOrganization = (path: string, keep: Readonly<Record<string, string>> = {}) => {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { entities } = useEntities()
  const requested = entityIdFrom(params.get("entityId"))
  const remembered = entities.find((entity) => entity.id === lastShown)?.id
  const entityId = requested ?? remembered ?? entities[0]?.id
  if (entityId !== undefined) lastShown = entityId
  const kept = JSON.stringify(keep)
  const hrefFor = useCallback(
    (id: EntityId) => redirectHref({ path, params: { ...JSON.parse(kept), entityId: String(id) } }),
    [path, kept],
  )
  // A person who has already chosen another page (its screen still loading) is not brought back
  // here to have the organization written into this page's address; once idle, it is written.
  const leaving = useNavigation().state !== "idle"
  const { pathname } = useLocation()
  // What the person put in the address while the organizations loaded (a search typed, a sort
  // chosen) is kept beside the organization written into it.
  useEffect(() => {
    if (
      requested === undefined &&
      entityId !== undefined &&
      !leaving &&
      !navigationUnderWay() &&
      stillAt(pathname)
    ) {
      const inAddress = Object.fromEntries(new URLSearchParams(window.location.search))
      // First in the address, as in every link; an unreadable `entityId` there is replaced.
      const params = { entityId: "", ...JSON.parse(kept), ...inAddress }
      params.entityId = String(entityId)
      navigate(redirectHref({ path, params }), { replace: true })
    }
  }, [requested, entityId, navigate, path, kept, leaving, pathname])
  const choose = useCallback((id: EntityId) => navigate(hrefFor(id)), [navigate, hrefFor])
  return { entities, entityId, hrefFor, choose }
}
