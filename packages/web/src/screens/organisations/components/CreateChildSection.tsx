import type { Entity } from "@wellkit/core"
import { ORGANISATION_TEXT_MAX, OrganisationCreate, Organisations } from "@wellkit/core/organisations"
import { useMemo } from "react"
import { useTranslation } from "../../../i18n/index.js"
import { type FormField, ResourceForm, valuesOf } from "../../../kit/ResourceForm.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { Section } from "./Section.js"

/** A new child of this organisation; once saved its own page opens (ADM-2) and every picker lists it. */
export const CreateChildSection = ({ parent }: { readonly parent: Entity }) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction(Organisations.fieldOfStatus)
  const fields = useMemo<ReadonlyArray<FormField>>(
    () => [
      {
        name: "organizationName",
        label: t("organisations.create.name"),
        kind: "text",
        maxLength: ORGANISATION_TEXT_MAX.name,
      },
      {
        name: "childId",
        label: t("organisations.create.childId"),
        kind: "text",
        mono: true,
        maxLength: 20,
        hint: t("organisations.create.childIdHint"),
      },
      { name: "testInd", label: t("organisations.create.testInd"), kind: "checkbox" },
    ],
    [t],
  )
  const title = t("organisations.create.title")
  return (
    <Section title={title}>
      <ResourceForm
        key={`${parent.id}:${parent.testInd}`}
        label={t("organisations.create.form", { name: parent.name })}
        fields={fields}
        initial={valuesOf(fields, Organisations.childDefaults(parent))}
        schema={OrganisationCreate}
        fixed={{ parentId: parent.id }}
        busy={busy}
        submitLabel={t("organisations.create.submit")}
        onSubmit={async (input) => {
          const done = await act(Organisations.save(input as OrganisationCreate))
          return done.ok ? {} : done.fieldErrors
        }}
      />
    </Section>
  )
}
