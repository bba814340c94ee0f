import type { EntityId, EntityList } from "@wellkit/core"
import { useTranslation } from "../i18n/index.js"
import { SelectField } from "./SelectField.js"

/** The organisations the admin can see, children indented under their parent. */
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
