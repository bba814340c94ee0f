import { useTranslation } from "../../i18n/index.js"
import { SyncHistory } from "./components/SyncHistory.js"
import { SyncRequestForm } from "./components/SyncRequestForm.js"
import { namesOf, usePickLists } from "./hooks.js"

/** /noap/admin/contentSync: staff request a content sync and follow past ones (CLI-4, ADM-16). */
export const ContentSyncPage = () => {
  const { t } = useTranslation()
  // The form's pick lists also name the history's environments, types and kinds.
  const lists = usePickLists()
  return (
    <div className="max-w-6xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("contentSync.title")}</h1>
        <p className="text-slate-600">{t("contentSync.intro")}</p>
      </header>
      <SyncRequestForm lists={lists} />
      <SyncHistory names={namesOf(lists.state.value)} />
    </div>
  )
}

export const Component = ContentSyncPage
