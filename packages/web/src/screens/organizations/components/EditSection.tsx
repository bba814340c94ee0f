import type { Entity, FieldErrors } from "@wellkit/core"
import {
  type Change,
  ORGANIZATION_TEXT_MAX,
  Organizations,
  OrganizationUpdate,
} from "@wellkit/core/organizations"
import { useMemo, useState } from "react"
import { useTranslation } from "../../../i18n/index.js"
import { type FormField, ResourceForm, valuesOf } from "../../../kit/ResourceForm.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { DependencyDialog } from "./DependencyDialog.js"
import { Section } from "./Section.js"

interface Pending {
  readonly input: OrganizationUpdate
  readonly changes: ReadonlyArray<Change>
  readonly settle: (errors: FieldErrors) => void
}

/** Rename and test flag: a change is saved only after the person has seen what depends on the organization. */
export const EditSection = ({ entity }: { readonly entity: Entity }) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const [pending, setPending] = useState<Pending | undefined>(undefined)
  const fields = useMemo<ReadonlyArray<FormField>>(
    () => [
      {
        name: "organizationName",
        label: t("organizations.edit.name"),
        kind: "text",
        maxLength: ORGANIZATION_TEXT_MAX.name,
      },
      { name: "testInd", label: t("organizations.edit.testInd"), kind: "checkbox" },
    ],
    [t],
  )
  const ask = (input: unknown) =>
    new Promise<FieldErrors>((settle) => {
      const update = input as OrganizationUpdate
      const changes = Organizations.changesOf(entity, update)
      if (changes.length === 0) settle({})
      else setPending({ input: update, changes, settle })
    })
  const close = (errors: FieldErrors) => {
    pending?.settle(errors)
    setPending(undefined)
  }
  const confirm = async () => {
    if (!pending) return
    const done = await act(Organizations.save(pending.input))
    close(done.ok ? {} : done.fieldErrors)
  }

  return (
    <Section title={t("organizations.edit.title")}>
      <ResourceForm
        key={`${entity.id}:${entity.name}:${entity.testInd}`}
        label={t("organizations.edit.title")}
        fields={fields}
        initial={valuesOf(fields, { organizationName: entity.name, testInd: entity.testInd })}
        schema={OrganizationUpdate}
        fixed={{ entityId: entity.id }}
        busy={busy}
        submitLabel={t("organizations.edit.save")}
        onSubmit={ask}
      />
      <p className="text-xs text-slate-600">{t("organizations.edit.testHint")}</p>
      <DependencyDialog
        entity={entity}
        changes={pending?.changes}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => close({})}
      />
    </Section>
  )
}
