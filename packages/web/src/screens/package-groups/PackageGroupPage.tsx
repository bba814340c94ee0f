import { type EntityId, redirectHref } from "@wellkit/core"
import {
  formOf,
  type PackageGroupInput,
  PackageGroups,
  type StaffPackageGroup,
} from "@wellkit/core/package-groups"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { entityIdFrom } from "../../app/params.js"
import { ChooseOrganization } from "../../components/ChooseOrganization.js"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { GroupActions } from "./components/GroupActions.js"
import { GroupForm } from "./components/GroupForm.js"
import { usePackageGroup } from "./hooks.js"

const { resource } = PackageGroups
const blank = (ownerEntityId: EntityId): PackageGroupInput => ({
  ownerEntityId,
  name: "",
  description: "",
  isActive: false,
  packages: [],
})
const positive = (text: string) => (/^[1-9]\d*$/.test(text) ? Number(text) : undefined)

/** /noap/admin/packageGroups/{packageGroupId} (or /new): the group, its packages and what they hold. */
export const PackageGroupPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const entityId = entityIdFrom(params.get("entityId"))
  const idParam = useParams().id ?? "new"
  const id = idParam === "new" ? undefined : positive(idParam)
  const { entry, retry } = usePackageGroup(entityId, id)
  const listHref = redirectHref({
    path: resource.listPath,
    params: entityId ? { entityId: String(entityId) } : {},
  })
  const back = (
    <Link
      to={listHref}
      className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2"
    >
      {t("packageGroups.backToList")}
    </Link>
  )
  if (entityId === undefined) return <ChooseOrganization />
  if (idParam === "new")
    return (
      <div className="space-y-5">
        {back}
        <h1 className="text-2xl font-semibold">{t("packageGroups.create")}</h1>
        <GroupForm entityId={entityId} initial={blank(entityId)} label={t("packageGroups.create")} />
      </div>
    )
  return (
    <RecordStates<StaffPackageGroup>
      read={id === undefined ? { status: "missing" } : (entry ?? { status: "loading", value: undefined })}
      retry={retry}
      back={{ href: listHref, label: t("packageGroups.backToList") }}
      texts={{
        loading: t("packageGroups.loading"),
        notFound: t("packageGroups.notFound"),
        notFoundTitle: t("packageGroups.notFoundTitle"),
      }}
    >
      {(group) => {
        const title = t("packageGroups.edit", { name: group.name })
        const initial = formOf(group)
        return (
          <div className="space-y-5">
            {back}
            <header className="flex flex-wrap items-start justify-between gap-3">
              <h1 className="text-2xl font-semibold">{title}</h1>
              <GroupActions entityId={entityId} group={group} />
            </header>
            {/* A save or a change of packages starts the form again from the saved group; an import inside a package does not. */}
            <GroupForm
              key={JSON.stringify(initial)}
              entityId={entityId}
              initial={initial}
              group={group}
              label={title}
            />
          </div>
        )
      }}
    </RecordStates>
  )
}

export const Component = PackageGroupPage
