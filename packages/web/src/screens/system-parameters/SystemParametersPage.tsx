import type { EntityId } from "@wellkit/core"
import { SystemParameters } from "@wellkit/core/system-parameters"
import { useMemo } from "react"
import { useConfig } from "../../app/wellkit.js"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"

type Row = SystemParameters.ParameterUse

/** The organization's parameters from the cache social's scope reads too, each with what the portal makes of it. */
const useParameters = (entityId: EntityId | undefined): ReturnType<typeof useResourceList<Row>> => {
  const read = useResourceList(SystemParameters.cache, SystemParameters, entityId)
  const value = read.entry?.value
  const rows = useMemo(() => value && SystemParameters.parameterUses(value), [value])
  // The entry's state is the cache's; only its value is shown differently.
  return { ...read, entry: read.entry && ({ ...read.entry, value: rows } as never) }
}

/** /noap/admin/systemParameters: an organization's settings, read only (K9), and whether the portal can use each. */
export const SystemParametersPage = () => {
  const { t } = useTranslation()
  const configuredPhone = useConfig().supportPhone
  // Whether the portal can use it, and what it does without a usable value.
  const notReadWords = (row: Row) =>
    row.name === SystemParameters.SUPPORT_PHONE_PARAMETER && configuredPhone
      ? t("systemParameters.supportPhoneElsewhere", { phone: configuredPhone })
      : t("systemParameters.use.notRead")
  const portalWords = (row: Row) =>
    row.use === "notRead" ? (
      notReadWords(row)
    ) : (
      <>
        <strong className="font-semibold">{t(`systemParameters.use.${row.use}`)}.</strong>{" "}
        {t(`systemParameters.${row.name as "SOCIAL_BLOG_ID"}`, SystemParameters.fallbackValues)}
      </>
    )
  return (
    <ResourceList<Row>
      title={t("systemParameters.title")}
      countOf={(count) => t("systemParameters.count", { count })}
      resource={SystemParameters.resource}
      useList={useParameters}
      detail={false}
      searchFields={["name", "value"]}
      columns={[
        { field: "name", label: t("systemParameters.fields.name"), mono: true },
        { field: "value", label: t("systemParameters.fields.value"), mono: true },
        { field: "use", label: t("systemParameters.fields.use"), render: portalWords },
      ]}
    />
  )
}

export const Component = SystemParametersPage
