import type { EntityId } from "@wellkit/core"
import { useLocation, useNavigate } from "react-router-dom"
import { useEntities } from "../app/use-entities.js"
import { useTranslation } from "../i18n/index.js"
import { OrganizationPicker } from "./OrganizationPicker.js"

/**
 * A record's page opened from a link without `?entityId=` (cut short when shared): a page with
 * the organization picker rather than a sentence about the address. The choice is written into
 * the address, so the page opens and a reload or a bookmark keeps it.
 */
export const ChooseOrganization = () => {
  const { t } = useTranslation()
  const { entities } = useEntities()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const choose = (entityId: EntityId) => {
    const params = new URLSearchParams(search)
    params.set("entityId", String(entityId))
    navigate(`${pathname}?${params}`, { replace: true })
  }
  return (
    <div className="max-w-xl space-y-4">
      {/* The question is the page: the link did not say, so the person does. */}
      <h1 className="text-2xl font-semibold">{t("kit.detail.noOrganization")}</h1>
      <OrganizationPicker
        entities={entities}
        value={undefined}
        onChange={choose}
        emptyLabel={t("users.chooseOrganization")}
      />
    </div>
  )
}
