import { Effect } from "effect"
import * as Api from "../../api/Administrators.js"
import { UserId } from "../../api/ids.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { searchedService } from "../../kit/search-service.js"
import { write } from "../../kit/write.js"
import { administratorRules, administratorSearch, resetToast } from "./rules.js"

/** The rules, read as `Administrators.isUpdate`, …: no generic name reaches the package root. */
export * from "./rules.js"

/** Administrators, declared once: what the service, the screens and the tests read. */
export const resource = {
  ...administratorRules,
  idField: "userId",
  id: UserId,
  item: Api.Administrator,
  input: Api.AdministratorInput,
  page: Api.AdministratorPage,
  search: administratorSearch,
  params: Api.AdministratorSearchParams,
  endpoints: Api.administratorEndpoints,
} as const

/** A page of the search, one administrator, and save (ADM-1, ADM-13) and remove, each with toast and redirect (ADM-2). */
export const { search, research, remember, pages, get, save, remove, redirectAfter } = searchedService(
  resource,
  (client) => client.administrators,
)

/** Sends the administrator a password-reset e-mail; the page stays where it is. */
export const reset = (emailAddress: string) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.resetAdministrator, client.administrators.reset({ payload: { emailAddress } })),
    ).pipe(Effect.as(emailAddress)),
    { toast: resetToast, redirect: () => undefined },
  )
