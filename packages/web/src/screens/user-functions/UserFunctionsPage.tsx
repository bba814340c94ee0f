import { type Nobody, type UserFunction, UserFunctions } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"

const useFunctions = (owner: Nobody | undefined) => useResourceList(UserFunctions.cache, UserFunctions, owner)

/** /noap/admin/userFunctions: the platform's function codes (K1, K9: one catalogue, read only) and what each opens. */
export const UserFunctionsPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<UserFunction, Nobody>
      title={t("userFunctions.title")}
      countOf={(count) => t("userFunctions.count", { count })}
      resource={UserFunctions.resource}
      useList={useFunctions}
      detail={false}
      searchFields={["code", "name"]}
      columns={[
        { field: "code", label: t("userFunctions.fields.code"), mono: true },
        { field: "name", label: t("userFunctions.fields.name") },
        {
          field: "userFunctionId",
          label: t("userFunctions.fields.opens"),
          render: (row) => {
            const opened = UserFunctions.sectionsOpenedBy(row.code)
            return opened.length > 0 ? opened.join(", ") : t("userFunctions.opensNothing")
          },
        },
      ]}
    />
  )
}

export const Component = UserFunctionsPage
