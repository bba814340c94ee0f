import type { Entity, EntityId, Forest } from "@wellkit/core"
import type { ReactNode } from "react"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { useOrganisationForest } from "./hooks.js"
import { OrganisationTree } from "./OrganisationTree.js"

/**
 * Both routes of the area: the tree beside the chosen organisation. The list's
 * states (loading, failed with Try again, empty) are said once, in the tree's pane.
 */
export const OrganisationsLayout = ({
  selectedId,
  children,
}: {
  readonly selectedId: EntityId | undefined
  /** The right-hand pane, given the forest once it is loaded. */
  readonly children: (forest: Forest<Entity, EntityId>) => ReactNode
}) => {
  const { t } = useTranslation()
  const { entry, retry, forest } = useOrganisationForest()
  const total = entry?.value?.length ?? 0
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{t("organisations.title")}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <section aria-label={t("organisations.tree.label")} className="space-y-3">
          <ListStates
            entry={entry}
            retry={retry}
            matches={total}
            query=""
            texts={{
              loading: t("organisations.loading"),
              empty: t("organisations.empty"),
              noMatch: t("organisations.empty"),
              count: t("organisations.count", { count: total }),
            }}
          >
            <OrganisationTree forest={forest} selectedId={selectedId} />
          </ListStates>
        </section>
        <div className="min-w-0">{entry?.value ? children(forest) : null}</div>
      </div>
    </div>
  )
}
