import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import type { Entity } from "@wellkit/core"
import { type Change, Organizations } from "@wellkit/core/organizations"
import { Button } from "../../../components/Button.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { useTranslation } from "../../../i18n/index.js"
import { useDependencyCounts } from "../hooks.js"

/**
 * The question before a change: what it does, and what depends on the
 * organization, counted now. It cannot be confirmed until the counts are shown;
 * when they cannot be read, Try again asks for them and Keep it closes.
 */
export const DependencyDialog = ({
  entity,
  changes,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly entity: Entity
  /** What the form would change; the dialog is open while there is something. */
  readonly changes: ReadonlyArray<Change> | undefined
  readonly busy: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
}) => {
  const { t } = useTranslation()
  const open = changes !== undefined
  const { state, retry } = useDependencyCounts(open ? entity.id : undefined)
  const counts = state.status === "ready" ? state.value : undefined
  const rows = counts ? Organizations.dependencyRows(counts) : []
  const flagChange = changes?.some((change) => change.kind === "testFlag") ?? false
  return (
    <Dialog open={open} onClose={() => !busy && onCancel()} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md space-y-3 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold">
            {t("organizations.confirm.title", { name: entity.name })}
          </DialogTitle>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {(changes ?? []).map((change) => (
              <li key={change.kind}>
                {change.kind === "rename"
                  ? t("organizations.confirm.rename", { to: change.to })
                  : t(change.to ? "organizations.confirm.markTest" : "organizations.confirm.markLive")}
              </li>
            ))}
          </ul>
          {state.status === "error" ? <LoadFailed error={state.error} onRetry={retry} /> : null}
          {state.status === "loading" ? (
            <p role="status" className="text-sm text-slate-600">
              {t("organizations.confirm.loading")}
            </p>
          ) : null}
          {counts ? (
            <div className="space-y-1 text-sm" data-testid="dependency-counts">
              {rows.length === 0 ? (
                <p>{t("organizations.confirm.nothing")}</p>
              ) : (
                <>
                  <p>{t("organizations.confirm.counts")}</p>
                  <ul className="list-disc pl-5">
                    {rows.map((row) => (
                      <li key={row.kind}>
                        {t(`organizations.dependencies.${row.kind}`, { count: row.count })}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {flagChange && counts.childOrganizations > 0 ? (
                <p>{t("organizations.confirm.children")}</p>
              ) : null}
            </div>
          ) : null}
          <div className="flex justify-end gap-2 pt-3">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t("organizations.confirm.cancel")}
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={busy || !counts}>
              {busy ? t("organizations.confirm.saving") : t("organizations.confirm.confirm")}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
