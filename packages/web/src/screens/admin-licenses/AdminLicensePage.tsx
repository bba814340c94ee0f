import { ADMIN_LICENSE_TEXT_MAX, AdminLicenses, type EntityId } from "@wellkit/core"
import { organizationPath } from "@wellkit/core/organizations"
import { useTranslation } from "../../i18n/index.js"
import { ResourceDetail } from "../../kit/ResourceDetail.js"
import { useMeasureChoices, useTangoAccountChoices } from "./hooks.js"

/**
 * /noap/admin/licenses/{licenseId} (or /new), with `?entityId=`: one of an organization's
 * Tango reward licenses, read by its own call (K2). No delete, and no list page: Back is
 * the organization's page, which lists them.
 */
export const AdminLicensePage = () => {
  const { t } = useTranslation()
  return (
    <ResourceDetail
      area={AdminLicenses}
      back={(entityId: EntityId) => ({
        href: organizationPath(entityId),
        label: t("adminLicenses.back"),
      })}
      blank={{
        licenseId: null,
        name: "",
        tangoAccountId: null,
        accountIdentifier: "",
        measureIds: [],
        startDate: "",
        isActive: true,
      }}
      fields={[
        {
          name: "name",
          label: t("adminLicenses.fields.name"),
          kind: "text",
          maxLength: ADMIN_LICENSE_TEXT_MAX.name,
        },
        {
          name: "tangoAccountId",
          label: t("adminLicenses.fields.tangoAccountId"),
          kind: "select",
          numeric: true,
          emptyLabel: t("adminLicenses.chooseAccount"),
          useChoices: useTangoAccountChoices,
        },
        {
          name: "accountIdentifier",
          label: t("adminLicenses.fields.accountIdentifier"),
          kind: "text",
          mono: true,
          maxLength: ADMIN_LICENSE_TEXT_MAX.accountIdentifier,
          hint: t("adminLicenses.accountHint"),
        },
        {
          name: "measureIds",
          label: t("adminLicenses.fields.measureIds"),
          kind: "several",
          numeric: true,
          useChoices: useMeasureChoices,
        },
        { name: "startDate", label: t("adminLicenses.fields.startDate"), kind: "date" },
        { name: "isActive", label: t("adminLicenses.fields.isActive"), kind: "checkbox" },
      ]}
      titles={{
        create: t("adminLicenses.create"),
        edit: (license) => t("adminLicenses.edit", { name: license.name }),
      }}
    />
  )
}

export const Component = AdminLicensePage
