import type { Entity, EntityId } from "@wellkit/core"
import { ancestorIds, type Forest, type TreeNode } from "@wellkit/core"
import { Organizations } from "@wellkit/core/organizations"
import { Link } from "react-router-dom"
import { useTranslation } from "../../i18n/index.js"
import { AttributesSection } from "./components/AttributesSection.js"
import { CreateChildSection } from "./components/CreateChildSection.js"
import { EditSection } from "./components/EditSection.js"
import { LicensesSection } from "./components/LicensesSection.js"
import { PropertiesSection } from "./components/PropertiesSection.js"

const linkClass = "text-brand-700 underline underline-offset-2 focus-visible:outline-2"

/** One organization: where it sits, its name and test flag, its attributes and properties, and a new child. */
export const OrganizationDetail = ({
  forest,
  node,
}: {
  readonly forest: Forest<Entity, EntityId>
  readonly node: TreeNode<Entity, EntityId>
}) => {
  const { t } = useTranslation()
  const entity = node.item
  const ancestors = ancestorIds(forest, node.id).flatMap((id) => forest.byId.get(id)?.item ?? [])
  return (
    <article aria-labelledby="organization-name" className="space-y-6">
      <header className="space-y-2">
        <nav aria-label={t("organizations.detail.path")} className="text-sm text-slate-600">
          {ancestors.length === 0 ? (
            t("organizations.detail.top")
          ) : (
            <ol className="flex flex-wrap gap-1">
              {ancestors.map((ancestor) => (
                <li key={ancestor.id} className="after:ml-1 after:content-['›']">
                  <Link to={Organizations.organizationPath(ancestor.id)} className={linkClass}>
                    {ancestor.name}
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </nav>
        <h2 id="organization-name" className="text-xl font-semibold">
          {entity.name}
        </h2>
        <p className="flex flex-wrap gap-2 text-xs">
          <span
            className={`rounded-full px-2 py-0.5 ${entity.testInd ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-900"}`}
          >
            {t(entity.testInd ? "organizations.detail.test" : "organizations.detail.live")}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
            {t("organizations.detail.id", { id: entity.id })}
          </span>
          {entity.childId ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-mono text-slate-800">
              {t("organizations.detail.clientId", { id: entity.childId })}
            </span>
          ) : null}
        </p>
      </header>
      <EditSection entity={entity} />
      <AttributesSection entityId={entity.id} />
      <PropertiesSection entity={entity} forest={forest} />
      <LicensesSection entityId={entity.id} />
      <CreateChildSection parent={entity} />
    </article>
  )
}
