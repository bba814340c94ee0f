import type { Entity, FieldErrors } from "@wellkit/core"
import {
  type Change,
  ORGANISATION_TEXT_MAX,
  Organisations,
  OrganisationUpdate,
} from "@wellkit/core/organisations"
import { useMemo, useState } from "react"
import { useTranslation } from "../../../i18n/index.js"
import { type FormField, ResourceForm, valuesOf } from "../../../kit/ResourceForm.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { DependencyDialog } from "./DependencyDialog.js"
import { Section } from "./Section.js"

interface Pending {
  readonly input: OrganisationUpdate
  readonly changes: ReadonlyArray<Change>
  readonly settle: (errors: FieldErrors) => void
}

/** Rename and test flag: a change is saved only after the person has seen what depends on the organisation. */
export const EditSection = ({ entity }: { readonly entity: Entity }) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const [pending, setPending] = useState<Pending | undefined>(undefined)
  const fields = useMemo<ReadonlyArray<FormField>>(
    () => [
      {
        name: "organizationName",
        label: t("organisations.edit.name"),
        kind: "text",
        maxLength: ORGANISATION_TEXT_MAX.name,
      },
      { name: "testInd", label: t("organisations.edit.testInd"), kind: "checkbox" },
    ],
    [t],
  )
  const ask = (input: unknown) =>
    new Promise<FieldErrors>((settle) => {
      const update = input as OrganisationUpdate
      const changes = Organisations.changesOf(entity, update)
      if (changes.length === 0) settle({})
      else setPending({ input: update, changes, settle })
    })
  const close = (errors: FieldErrors) => {
    pending?.settle(errors)
    setPending(undefined)
  }
  const confirm = async () => {
    if (!pending) return
    const done = await act(Organisations.save(pending.input))
    close(done.ok ? {} : done.fieldErrors)
  }

  return (
    <Section title={t("organisations.edit.title")}>
      <ResourceForm
        key={`${entity.id}:${entity.name}:${entity.testInd}`}
        label={t("organisations.edit.title")}
        fields={fields}
        initial={valuesOf(fields, { organizationName: entity.name, testInd: entity.testInd })}
        schema={OrganisationUpdate}
        fixed={{ entityId: entity.id }}
        busy={busy}
        submitLabel={t("organisations.edit.save")}
        onSubmit={ask}
      />
      <p className="text-xs text-slate-600">{t("organisations.edit.testHint")}</p>
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
