import type { Entity, EntityId } from "@wellkit/core"
import { type Forest, foldText } from "@wellkit/core"
import { Organizations } from "@wellkit/core/organizations"
import { useMemo, useState } from "react"
import { useNavigate } from "react-router-dom"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { useTranslation } from "../../i18n/index.js"
import { Tree } from "../../kit/Tree.js"
import { useTreeView } from "../../kit/use-tree.js"
import { textOf, useOrganizationTreeStore } from "./hooks.js"

/** The name with the searched text marked, when it can be found in it. */
const Marked = ({ text, query }: { readonly text: string; readonly query: string }) => {
  const needle = foldText(query.trim())
  const at = needle ? foldText(text).indexOf(needle) : -1
  if (at < 0 || foldText(text).length !== text.length) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <mark className="rounded bg-amber-200 px-0.5">{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </>
  )
}

/** The organization tree: search, expand and collapse all, and the keyboard tree itself. */
export const OrganizationTree = ({
  forest,
  selectedId,
}: {
  readonly forest: Forest<Entity, EntityId>
  readonly selectedId: EntityId | undefined
}) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [focusRequest, setFocusRequest] = useState(0)
  const view = useTreeView(forest, useOrganizationTreeStore, { textOf, selectedId })
  const matches = useMemo(() => new Set(view.matches), [view.matches])
  const searched = view.settledQuery.trim()

  return (
    <div className="space-y-3">
      <Field label={t("organizations.tree.search")} hint={t("organizations.tree.searchHint")}>
        <input
          type="search"
          className={inputClass}
          value={view.query}
          onChange={(event) => view.setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" && event.key !== "ArrowDown") return
            event.preventDefault()
            view.revealNow()
            setFocusRequest((n) => n + 1)
          }}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={view.expandAll}>
          {t("organizations.tree.expandAll")}
        </Button>
        <Button variant="secondary" onClick={view.collapseAll}>
          {t("organizations.tree.collapseAll")}
        </Button>
        <p aria-live="polite" className="text-sm text-slate-600">
          {searched
            ? view.matches.length > 0
              ? t("organizations.tree.matches", { count: view.matches.length, text: searched })
              : t("organizations.tree.noMatch", { text: searched })
            : null}
        </p>
      </div>
      <Tree<Entity, EntityId>
        focusRequest={focusRequest}
        label={t("organizations.tree.label")}
        rows={view.rows}
        activeId={view.activeId}
        onActiveChange={view.setActive}
        selectedId={selectedId}
        onToggle={view.toggle}
        onExpandMany={view.expandMany}
        onChoose={(id) => navigate(Organizations.organizationPath(id))}
        textOf={(entity) => entity.name}
        renderItem={({ node }) => (
          <span className="flex min-w-0 flex-1 items-center gap-2">
            <span className={`truncate ${matches.has(node.id) ? "text-slate-950" : ""}`}>
              <Marked text={node.item.name} query={matches.has(node.id) ? searched : ""} />
            </span>
            {node.item.childId ? (
              <span className="shrink-0 font-mono text-xs text-slate-600">{node.item.childId}</span>
            ) : null}
            {node.item.testInd ? (
              <span className="shrink-0 rounded-full bg-amber-100 px-2 text-xs text-amber-900">
                {t("organizations.tree.test")}
              </span>
            ) : null}
          </span>
        )}
      />
    </div>
  )
}
