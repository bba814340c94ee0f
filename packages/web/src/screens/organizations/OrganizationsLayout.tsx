import type { Entity, EntityId, Forest } from "@wellkit/core"
import type { ReactNode } from "react"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { useOrganizationForest } from "./hooks.js"
import { OrganizationTree } from "./OrganizationTree.js"

/**
 * Both routes of the area: the tree beside the chosen organization. The list's
 * states (loading, failed with Try again, empty) are said once, in the tree's pane.
 */
export const OrganizationsLayout = ({
  selectedId,
  children,
}: {
  readonly selectedId: EntityId | undefined
  /** The right-hand pane, given the forest once it is loaded. */
  readonly children: (forest: Forest<Entity, EntityId>) => ReactNode
}) => {
  const { t } = useTranslation()
  const { entry, retry, forest } = useOrganizationForest()
  const total = entry?.value?.length ?? 0
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{t("organizations.title")}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <section aria-label={t("organizations.tree.label")} className="space-y-3">
          <ListStates
            entry={entry}
            retry={retry}
            matches={total}
            query=""
            texts={{
              loading: t("organizations.loading"),
              empty: t("organizations.empty"),
              noMatch: t("organizations.empty"),
              count: t("organizations.count", { count: total }),
            }}
          >
            <OrganizationTree forest={forest} selectedId={selectedId} />
          </ListStates>
        </section>
        <div className="min-w-0">{entry?.value ? children(forest) : null}</div>
      </div>
    </div>
  )
}
