import {
  type AppError,
  type EntityId,
  formatNumber,
  type ResourceOutcome,
  redirectHref,
  type SuccessToast,
  type WellkitServices,
} from "@wellkit/core"
import {
  type CreatedAdmin,
  manageUsersHref,
  manageUsersView,
  type UserKind,
  type UserRowKind,
  Users,
  userFailure,
} from "@wellkit/core/users"
import { Effect } from "effect"
import { useEffect, useMemo, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { showFailure } from "../../app/failure.js"
import { navigationUnderWay } from "../../app/live-router.js"
import { entityIdFrom } from "../../app/params.js"
import { useEntities } from "../../app/use-entities.js"
import { useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { ConfirmDialog } from "../../components/ConfirmDialog.js"
import { Field, inputClass } from "../../components/Field.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { OrganizationPicker } from "../../components/OrganizationPicker.js"
import { PageHeader } from "../../components/PageHeader.js"
import { SelectField } from "../../components/SelectField.js"
import { useTranslation } from "../../i18n/index.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { showAlert } from "../../shell/notify.js"
import { AdminAddedDialog } from "./AdminAddedDialog.js"
import { useUserLists, useUserSearch } from "./hooks.js"
import { type UserDraft, UserFormDialog } from "./UserFormDialog.js"
import { type Row, type RowAction, UserRows } from "./UserRows.js"

type Open =
  | { readonly kind: "form"; readonly row: Row | undefined }
  | { readonly kind: "confirm"; readonly row: Row; readonly action: "delete" | "reset" }
  | { readonly kind: "move"; readonly row: Row & { kind: "admin" } }
  | { readonly kind: "added"; readonly created: CreatedAdmin; readonly toast: SuccessToast }

/** POR-11..16, POR-18: an organization's admins and employees. */
export const ManageUsersPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { tab, addNew } = manageUsersView(params)
  const { entities } = useEntities()
  const entityId = entityIdFrom(params.get("entityId")) ?? entities[0]?.id
  const { entry, retry } = useUserLists(entityId)
  const [text, setText] = useState("")
  const search = useUserSearch(entityId, tab, text)
  const { found, settled } = search
  const [open, setOpen] = useState<Open | undefined>()
  const { act, busy: acting } = useResourceAction()
  const [creating, setCreating] = useState(false)
  const busy = acting || creating
  const [moveTo, setMoveTo] = useState("")

  const hrefFor = (kind: UserKind, extra: Record<string, string> = {}) =>
    redirectHref(
      manageUsersHref(kind, { ...(entityId !== undefined ? { entityId: String(entityId) } : {}), ...extra }),
    )

  // POR-11: addNew=true opens add-another-admin once, then leaves the address.
  const cleanAddress = hrefFor("admins")
  useEffect(() => {
    // Not while the person is on their way elsewhere: replacing the address would cancel that.
    if (!addNew || entityId === undefined || navigationUnderWay()) return
    setOpen({ kind: "form", row: undefined })
    navigate(cleanAddress, { replace: true })
  }, [addNew, entityId, navigate, cleanAddress])

  const lists = entry?.value
  const rows = useMemo<ReadonlyArray<Row>>(() => {
    if (found && settled)
      return found.kind === "admins"
        ? found.items.map((user) => ({ kind: "admin", user }))
        : found.items.map((user) => ({ kind: "employee", user }))
    if (!lists) return []
    return tab === "admins"
      ? lists.admins.map((user) => ({ kind: "admin", user }))
      : lists.employees.map((user) => ({ kind: "employee", user }))
  }, [found, settled, lists, tab])

  /**
   * POR-14, POR-16: a write of core's one path (its refresh, toast and return
   * to the tab), its failure in the words of the dialog for an admin or an employee.
   */
  const attempt = async (
    kind: UserRowKind,
    written: Effect.Effect<ResourceOutcome<unknown>, AppError, WellkitServices>,
  ) => {
    const done = await act(Effect.mapError(written, userFailure(kind)))
    if (done.ok) setOpen(undefined)
  }

  /** POR-15: a new admin is said in the dialog that offers another, in the write's toast's words. */
  const addAdmin = async (organizationId: EntityId, draft: UserDraft) => {
    setCreating(true)
    try {
      const creation = await client.run(
        Effect.mapError(Users.createAdmin(organizationId, draft), userFailure("admin")),
      )
      if (creation.kind === "exists")
        return showAlert({
          title: t("users.exists.title"),
          body: t("users.exists.body", { email: draft.emailAddress }),
        })
      setOpen({ kind: "added", created: creation.result, toast: creation.toast })
    } catch (error) {
      showFailure(error)
    } finally {
      setCreating(false)
    }
  }

  const save = (draft: UserDraft) => {
    if (entityId === undefined || open?.kind !== "form") return
    const row = open.row
    const kind = row?.kind ?? (tab === "admins" ? "admin" : "employee")
    if (kind === "admin" && !row) return void addAdmin(entityId, draft)
    void attempt(
      kind,
      row?.kind === "admin"
        ? Users.updateAdmin(entityId, row.user.userId, draft)
        : row?.kind === "employee"
          ? Users.updateEmployee(entityId, row.user.personId, draft)
          : Users.createEmployee(entityId, draft),
    )
  }

  const confirm = () => {
    if (entityId === undefined || open?.kind !== "confirm") return
    const { row, action } = open
    if (action === "reset")
      void attempt(
        row.kind,
        row.kind === "admin"
          ? Users.resetAdmin(row.user.emailAddress)
          : Users.resetEmployee(row.user.emailAddress),
      )
    else
      void attempt(
        row.kind,
        row.kind === "admin"
          ? Users.deleteAdmin(entityId, row.user.userId)
          : Users.deleteEmployee(entityId, row.user.personId),
      )
  }

  const move = () => {
    if (entityId === undefined || open?.kind !== "move" || !moveTo) return
    void attempt("admin", Users.moveAdmin(entityId, open.row.user.userId, Number(moveTo) as EntityId))
  }

  const onAction = (row: Row, action: RowAction) => {
    if (action === "edit") setOpen({ kind: "form", row })
    else if (action === "move" && row.kind === "admin") {
      setMoveTo("")
      setOpen({ kind: "move", row })
    } else if (action === "delete" || action === "reset") setOpen({ kind: "confirm", row, action })
  }

  const tabLink = (kind: UserKind, count: number | undefined) => (
    <Link
      to={hrefFor(kind)}
      role="tab"
      aria-selected={tab === kind}
      className={`rounded-t-md border-b-2 px-4 py-2 font-medium focus-visible:outline-2 ${tab === kind ? "border-brand-600 text-brand-700" : "border-transparent text-slate-700 hover:text-slate-900"}`}
    >
      {t(`users.tabs.${kind}`)}
      {count !== undefined ? ` (${formatNumber(count)})` : ""}
    </Link>
  )

  return (
    <div className="space-y-5">
      <PageHeader title={t("users.title")}>
        <OrganizationPicker
          entities={entities}
          value={entityId}
          onChange={(id) => navigate(hrefFor(tab, { entityId: String(id) }))}
        />
      </PageHeader>
      <div role="tablist" aria-label={t("users.tabsLabel")} className="flex gap-2 border-b border-slate-200">
        {tabLink("employees", lists?.employeeCount)}
        {tabLink("admins", lists?.adminCount)}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label={t(`users.search.${tab}`)}>
            <input
              type="search"
              className={inputClass}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
        </div>
        <Button onClick={() => setOpen({ kind: "form", row: undefined })} disabled={entityId === undefined}>
          {t(`users.add.${tab}`)}
        </Button>
      </div>
      {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {search.failed ? <LoadFailed error={search.failed} onRetry={search.retry} /> : null}
      {entry?.status === "error" && !lists ? null : !lists ? (
        <p role="status" className="text-sm text-slate-600">
          {t("users.loading")}
        </p>
      ) : (
        <section role="tabpanel" aria-label={t(`users.tabs.${tab}`)} className="space-y-2">
          <p aria-live="polite" className="text-sm text-slate-600">
            {settled && found
              ? t("users.found", { count: rows.length, text: settled })
              : t("users.showing", { count: rows.length })}
          </p>
          {rows.length === 0 ? (
            <p className="text-sm text-slate-600">{settled ? t("users.noMatch") : t("users.empty")}</p>
          ) : (
            <UserRows rows={rows} onAction={onAction} />
          )}
        </section>
      )}

      {open?.kind === "form" ? (
        <UserFormDialog
          kind={open.row?.kind ?? (tab === "admins" ? "admin" : "employee")}
          initial={
            open.row
              ? {
                  ...open.row.user,
                  employeeId: open.row.kind === "employee" ? open.row.user.employeeId : undefined,
                  dob: open.row.user.dob ?? "",
                }
              : undefined
          }
          busy={busy}
          onSave={save}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
      {open?.kind === "added" ? (
        <AdminAddedDialog
          admin={open.created.admin}
          verificationSent={open.created.verificationSent}
          toast={open.toast}
          onAnother={() => {
            setOpen(undefined)
            navigate(hrefFor("admins", { addNew: "true" }))
          }}
          onClose={() => {
            setOpen(undefined)
            navigate(hrefFor("admins"))
          }}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === "confirm"}
        title={
          open?.kind === "confirm"
            ? t(`users.confirm.${open.action}Title`, {
                name: `${open.row.user.firstName} ${open.row.user.lastName}`,
              })
            : ""
        }
        confirmLabel={open?.kind === "confirm" ? t(`users.confirm.${open.action}`) : ""}
        cancelLabel={t("users.confirm.cancel")}
        busy={busy}
        danger={open?.kind === "confirm" && open.action === "delete"}
        onConfirm={confirm}
        onClose={() => setOpen(undefined)}
      >
        <p>
          {open?.kind === "confirm"
            ? t(`users.confirm.${open.action}Body`, { email: open.row.user.emailAddress })
            : null}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open?.kind === "move"}
        title={
          open?.kind === "move"
            ? t("users.moveTitle", { name: `${open.row.user.firstName} ${open.row.user.lastName}` })
            : ""
        }
        confirmLabel={t("users.move")}
        cancelLabel={t("users.confirm.cancel")}
        busy={busy}
        onConfirm={move}
        onClose={() => setOpen(undefined)}
      >
        <SelectField
          label={t("users.moveTo")}
          value={moveTo}
          options={[
            { value: "", label: t("users.chooseOrganization") },
            ...entities.filter((e) => e.id !== entityId).map((e) => ({ value: e.id, label: e.name })),
          ]}
          onChange={(value) => setMoveTo(String(value))}
        />
      </ConfirmDialog>
    </div>
  )
}

export const Component = ManageUsersPage
