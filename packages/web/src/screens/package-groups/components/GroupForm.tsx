import type { EntityId } from "@wellkit/core"
import {
  PACKAGE_GROUP_TEXT_MAX,
  type PackageGroupInput,
  PackageGroups,
  type StaffPackageGroup,
} from "@wellkit/core/package-groups"
import { type FormEvent, useRef, useState } from "react"
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../app/navigation.js"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { useTranslation } from "../../../i18n/index.js"
import { LimitedText } from "../../../kit/LimitedText.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { draftOf, type GroupDraft, inputOf, sameDraft, validate } from "./draft.js"
import { PackagesEditor } from "./PackagesEditor.js"

interface GroupFormProps {
  readonly entityId: EntityId
  readonly initial: PackageGroupInput
  /** The saved group, whose packages' contents show under them. */
  readonly group?: StaffPackageGroup
  readonly label: string
}

/**
 * The package group's one form: its fields and its packages, added, renamed,
 * reordered and removed, saved together (ADM-1, ADM-2, ADM-9) behind the
 * unsaved-changes guard (NAV-13).
 */
export const GroupForm = ({ entityId, initial, group, label }: GroupFormProps) => {
  const { t } = useTranslation()
  const start = useRef(draftOf(initial)).current
  const [draft, setDraft] = useState<GroupDraft>(start)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const form = useRef<HTMLFormElement>(null)
  const { act, busy } = useResourceAction()
  const dirty = !sameDraft(draft, start)
  const blocker = useUnsavedChanges(dirty && !busy)

  /** A field's error goes once the person changes it; all the packages' when one moves: the next Save checks again. */
  const forget = (field?: string) =>
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([name]) => (field ? name !== field : !name.startsWith("packages."))),
      ),
    )
  const edit = (field: string, change: Partial<GroupDraft>) => {
    forget(field)
    setDraft((current) => ({ ...current, ...change }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const fixed = { ownerEntityId: entityId, packageGroupId: initial.packageGroupId }
    const checked = validate(PackageGroups.resource.input, inputOf(draft, fixed))
    const found = checked.ok ? {} : checked.errors
    setErrors(found)
    if (checked.ok) await act(PackageGroups.save(checked.value))
    const first = Object.keys(found)[0]
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={label}
      className="space-y-6"
    >
      <div className="max-w-xl space-y-4">
        <LimitedText
          name="name"
          label={t("packageGroups.fields.name")}
          error={errors.name}
          max={PACKAGE_GROUP_TEXT_MAX.name}
          value={draft.name}
          onChange={(name) => edit("name", { name })}
        />
        <Field label={t("packageGroups.fields.description")} error={errors.description}>
          <textarea
            name="description"
            rows={2}
            className={inputClass}
            value={draft.description}
            onChange={(e) => edit("description", { description: e.target.value })}
          />
        </Field>
        <div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="isActive"
              className="h-4 w-4 accent-brand-700"
              checked={draft.isActive}
              aria-describedby="is-active-hint"
              onChange={(e) => edit("isActive", { isActive: e.target.checked })}
            />
            {t("packageGroups.fields.isActive")}
          </label>
          <p id="is-active-hint" className="mt-1 text-xs text-slate-500">
            {t("packageGroups.fields.isActiveHint")}
          </p>
        </div>
      </div>
      <PackagesEditor
        entityId={entityId}
        group={group}
        packages={draft.packages}
        errors={errors}
        onChange={(change) => setDraft((current) => ({ ...current, packages: change(current.packages) }))}
        onForget={forget}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("kit.form.saving") : t("kit.form.save")}
        </Button>
        {dirty ? <span className="text-sm text-amber-800">{t("kit.form.unsaved")}</span> : null}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  )
}
