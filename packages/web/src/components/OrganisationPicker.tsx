import type { EntityId, EntityList } from "@wellkit/core"
import { useEntities } from "../app/use-entities.js"
import { useTranslation } from "../i18n/index.js"
import { LoadFailed } from "./LoadFailed.js"
import { SelectField } from "./SelectField.js"

/**
 * The organisations the admin can see, children indented under their parent.
 * When they could not be loaded it says so here, where every page that needs them has it.
 */
export const OrganisationPicker = ({
  entities,
  value,
  onChange,
}: {
  readonly entities: EntityList
  readonly value: EntityId | undefined
  readonly onChange: (entityId: EntityId) => void
}) => {
  const { t } = useTranslation()
  const { entry, retry } = useEntities()
  if (entry?.status === "error" && entities.length === 0)
    return <LoadFailed error={entry.error} onRetry={retry} />
  return (
    <SelectField
      label={t("shell.organisation")}
      value={value ?? ""}
      disabled={entities.length === 0}
      options={entities.map((entity) => ({
        value: entity.id,
        label: entity.parentId === null ? entity.name : `— ${entity.name}`,
      }))}
      onChange={(next) => onChange(Number(next) as EntityId)}
    />
  )
}
