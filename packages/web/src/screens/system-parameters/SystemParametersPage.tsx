import type { EntityId } from "@wellkit/core"
import { SystemParameters } from "@wellkit/core/system-parameters"
import { useMemo } from "react"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"

type Use = SystemParameters.PortalUse | "missing"
interface Shown {
  readonly systemParameterId: number
  readonly name: string
  readonly value: string | null
  readonly use: Use
}

/**
 * The organisation's parameters, each with what the portal makes of it, and a row
 * for each one the portal reads that is not set, so a missing one is seen too.
 */
const useParameters = (entityId: EntityId | undefined): ReturnType<typeof useResourceList<Shown>> => {
  const read = useResourceList(SystemParameters.cache, SystemParameters, entityId)
  const { entry } = read
  const value = entry?.value
  const shown = useMemo(
    () =>
      value && [
        ...value.map(
          (parameter): Shown => ({ ...parameter, use: SystemParameters.portalUse(parameter, value) }),
        ),
        // Rows without an id of the API's: negative, so they never meet a real one.
        ...SystemParameters.missingParameters(value).map(
          (name, index): Shown => ({ systemParameterId: -1 - index, name, value: null, use: "missing" }),
        ),
      ],
    [value],
  )
  // The entry's state is the cache's; only its value is shown differently.
  return { ...read, entry: entry && ({ ...entry, value: shown } as NonNullable<typeof entry> as never) }
}

/** /noap/admin/systemParameters: an organisation's settings, read only (K9), and whether the portal can use each. */
export const SystemParametersPage = () => {
  const { t } = useTranslation()
  const portalWords = (row: Shown) =>
    row.use === "notRead" ? (
      t("systemParameters.use.notRead")
    ) : (
      <>
        <strong className="font-semibold">
          {row.use === "missing"
            ? t("systemParameters.notSetValue")
            : t(row.use === "usable" ? "systemParameters.use.usable" : "systemParameters.use.unusable")}
        </strong>
        {": "}
        {t(`systemParameters.use.${row.name as "SOCIAL_BLOG_ID"}.${row.use}`)}
      </>
    )
  return (
    <ResourceList<Shown>
      title={t("systemParameters.title")}
      resource={SystemParameters.resource}
      useList={useParameters}
      detail={false}
      searchFields={["name", "value"]}
      columns={[
        { field: "name", label: t("systemParameters.fields.name"), mono: true },
        {
          field: "value",
          label: t("systemParameters.fields.value"),
          mono: true,
          render: (row) => row.value ?? t("systemParameters.notSetValue"),
        },
        { field: "use", label: t("systemParameters.fields.use"), render: portalWords },
      ]}
    />
  )
}

export const Component = SystemParametersPage
