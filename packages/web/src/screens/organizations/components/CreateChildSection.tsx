import type { Entity } from "@wellkit/core"
import { ORGANIZATION_TEXT_MAX, OrganizationCreate, Organizations } from "@wellkit/core/organizations"
import { useMemo } from "react"
import { useTranslation } from "../../../i18n/index.js"
import { type FormField, ResourceForm, valuesOf } from "../../../kit/ResourceForm.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { Section } from "./Section.js"

/** A new child of this organization; once saved its own page opens (ADM-2) and every picker lists it. */
export const CreateChildSection = ({ parent }: { readonly parent: Entity }) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction(Organizations.fieldOfStatus)
  const fields = useMemo<ReadonlyArray<FormField>>(
    () => [
      {
        name: "organizationName",
        label: t("organizations.create.name"),
        kind: "text",
        maxLength: ORGANIZATION_TEXT_MAX.name,
      },
      {
        name: "childId",
        label: t("organizations.create.childId"),
        kind: "text",
        mono: true,
        maxLength: 20,
        hint: t("organizations.create.childIdHint"),
      },
      { name: "testInd", label: t("organizations.create.testInd"), kind: "checkbox" },
    ],
    [t],
  )
  const title = t("organizations.create.title")
  return (
    <Section title={title}>
      <ResourceForm
        key={`${parent.id}:${parent.testInd}`}
        label={t("organizations.create.form", { name: parent.name })}
        fields={fields}
        initial={valuesOf(fields, Organizations.childDefaults(parent))}
        schema={OrganizationCreate}
        fixed={{ parentId: parent.id }}
        busy={busy}
        submitLabel={t("organizations.create.submit")}
        onSubmit={async (input) => {
          const done = await act(Organizations.save(input as OrganizationCreate))
          return done.ok ? {} : done.fieldErrors
        }}
      />
    </Section>
  )
}
