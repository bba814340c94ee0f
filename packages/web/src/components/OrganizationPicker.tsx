import type { EntityId, EntityList } from "@wellkit/core"
import { useEntities } from "../app/use-entities.js"
import { t as text, useTranslation } from "../i18n/index.js"
import { LoadFailed } from "./LoadFailed.js"
import { SelectField, type SelectOption } from "./SelectField.js"

/**
 * Each organization by its own name, the children of one under a heading naming their parent:
 * the closed select shows just the name, and the list still shows the tree.
 */
export const organizationOptions = (entities: EntityList): ReadonlyArray<SelectOption> => {
  const names = new Map(entities.map((entity) => [entity.id, entity.name]))
  return entities.map((entity) => {
    const parent = entity.parentId === null ? undefined : names.get(entity.parentId)
    return {
      value: entity.id,
      label: entity.name,
      ...(parent === undefined ? {} : { group: text("shell.organizationGroup", { name: parent }) }),
    }
  })
}

/**
 * The organizations the admin can see, children grouped under their parent.
 * When they could not be loaded it says so here, where every page that needs them has it.
 */
export const OrganizationPicker = ({
  entities,
  value,
  onChange,
  emptyLabel,
}: {
  readonly entities: EntityList
  readonly value: EntityId | undefined
  readonly onChange: (entityId: EntityId) => void
  /** The first, empty choice, where none is made yet. */
  readonly emptyLabel?: string
}) => {
  const { t } = useTranslation()
  const { entry, retry } = useEntities()
  if (entry?.status === "error" && entities.length === 0)
    return <LoadFailed error={entry.error} onRetry={retry} />
  return (
    <SelectField
      label={t("shell.organization")}
      value={value ?? ""}
      disabled={entities.length === 0}
      options={organizationOptions(entities)}
      {...(emptyLabel === undefined ? {} : { emptyLabel })}
      onChange={(next) => onChange(Number(next) as EntityId)}
    />
  )
}
