import type { UserId } from "@wellkit/core"
import {
  type Administrator,
  type AdministratorFilter,
  type AdministratorPage,
  Administrators,
} from "@wellkit/core/administrators"
import { useCallback } from "react"
import { useWellkit } from "../../app/wellkit.js"
import type { useTranslation } from "../../i18n/index.js"
import { useSearch, useSearchService } from "../../kit/use-search.js"
import { useSearchedRecord } from "../../kit/use-searched-record.js"

type T = ReturnType<typeof useTranslation>["t"]

const rowsOf = (page: AdministratorPage) => ({ rows: page.users, total: page.totalRecordCount })

/** The search of the list page, kept in the address. */
export const useAdministratorSearch = () =>
  useSearch<AdministratorFilter, AdministratorPage, Administrator>(
    Administrators.resource.search,
    useSearchService(Administrators, rowsOf),
  )

/** The administrator of the record page, read each time it opens (no list holds them), with the search it came from. */
export const useAdministratorRecord = () => {
  const { client } = useWellkit()
  const read = useCallback((id: UserId) => client.run(Administrators.get(id)), [client])
  return useSearchedRecord(Administrators.resource, read)
}

/** An admin type in words; one the portal has no name for shows its number. */
export const adminTypeLabel = (t: T, adminType: number): string => {
  const name = Administrators.adminTypeName(adminType)
  return name ? t(`administrators.adminTypes.${name}`) : t("administrators.adminTypes.other", { adminType })
}

export const fullName = (admin: Pick<Administrator, "firstName" | "lastName">) =>
  `${admin.firstName} ${admin.lastName}`
