import { LoadFailed } from "../../../components/LoadFailed.js"
import { SelectField } from "../../../components/SelectField.js"
import { useTranslation } from "../../../i18n/index.js"
import { useOrganizationChoices } from "../../../kit/choices.js"
import { SeveralChoices } from "../../../kit/SeveralChoices.js"
import type { Picks, usePicks, useSyncItems } from "../hooks.js"

interface ItemsPickerProps {
  readonly picks: Picks
  readonly pick: ReturnType<typeof usePicks>["pick"]
  readonly items: ReturnType<typeof useSyncItems>
  /** The items checked, comma-joined. */
  readonly itemIds: string
  readonly error: string | undefined
  readonly onItems: (itemIds: string) => void
}

/**
 * The items of a "selected" sync: the environment's items of the type, or,
 * for messages, an organization's (chosen first). Each read shows its own
 * loading, empty and failed states.
 */
export const ItemsPicker = ({ picks, pick, items, itemIds, error, onItems }: ItemsPickerProps) => {
  const { t } = useTranslation()
  const organizations = useOrganizationChoices()
  const choices = {
    options: (items.state.value ?? []).map((item) => ({ value: item.itemId, label: item.name })),
    failure: items.state.status === "error" ? { error: items.state.error, retry: items.retry } : undefined,
  }
  return (
    <>
      {items.byOrganization ? (
        <SelectField
          label={t("contentSync.form.organization")}
          name="entityId"
          value={picks.entityId ?? ""}
          emptyLabel={t("contentSync.form.choose")}
          options={organizations.options}
          hint={t("contentSync.form.pickOrganization")}
          onChange={(entityId) => pick({ entityId })}
        />
      ) : null}
      {organizations.failure && items.byOrganization ? (
        <LoadFailed error={organizations.failure.error} onRetry={organizations.failure.retry} />
      ) : null}
      {!items.asked ? null : items.state.status === "loading" && !items.state.value ? (
        <p role="status" className="text-sm text-slate-600">
          {t("contentSync.form.loadingItems")}
        </p>
      ) : items.state.value?.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t(items.byOrganization ? "contentSync.form.noMessages" : "contentSync.form.noItems")}
        </p>
      ) : (
        <SeveralChoices
          name="itemIds"
          label={t("contentSync.form.items")}
          hint={t("contentSync.form.itemsHint")}
          error={error}
          value={itemIds}
          choices={choices}
          onChange={onItems}
        />
      )}
    </>
  )
}
