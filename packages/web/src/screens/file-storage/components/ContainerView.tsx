import type { StorageContainer } from "@wellkit/core"
import { useMemo } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { useTranslation } from "../../../i18n/index.js"
import { ListStates } from "../../../kit/ListStates.js"
import { useCategories, viewFrom } from "../hooks.js"
import { FilesSection } from "./FilesSection.js"

const linkClass = (current: boolean) =>
  `block rounded-md px-3 py-1.5 text-sm focus-visible:outline-2 ${
    current ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"
  }`

/** A container: its categories (and "All files") beside the files of the one chosen. */
export const ContainerView = ({ container }: { readonly container: StorageContainer }) => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const category = params.get("category")
  const view = useMemo(() => viewFrom(container.containerId, category), [container.containerId, category])
  const { entry, retry } = useCategories(container.containerId)
  const categories = entry?.value ?? []
  const chosen = categories.find((c) => view && c.categoryId === view.categoryId)
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold">{container.name}</h1>
        <p className="text-sm text-slate-600">{container.description}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="storage-categories" className="space-y-2">
          <h2 id="storage-categories" className="text-base font-semibold">
            {t("fileStorage.categories.title")}
          </h2>
          <ListStates
            entry={entry}
            retry={retry}
            matches={categories.length}
            query=""
            texts={{
              loading: t("fileStorage.categories.loading"),
              empty: t("fileStorage.categories.empty"),
              noMatch: t("fileStorage.categories.empty"),
              count: "",
            }}
          >
            <ul className="space-y-1">
              {categories.map((c) => (
                <li key={c.categoryId}>
                  <Link
                    to={`?category=${c.categoryId}`}
                    aria-current={chosen?.categoryId === c.categoryId ? "page" : undefined}
                    className={linkClass(chosen?.categoryId === c.categoryId)}
                  >
                    {c.name} <span className="text-slate-500">({c.fileCount})</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to="?category=all"
                  aria-current={view?.categoryId === "all" ? "page" : undefined}
                  className={linkClass(view?.categoryId === "all")}
                >
                  {t("fileStorage.categories.all")}{" "}
                  <span className="text-slate-500">({container.fileCount})</span>
                </Link>
              </li>
            </ul>
          </ListStates>
        </nav>
        {view === undefined ? (
          <p className="text-sm text-slate-600">{t("fileStorage.files.pick")}</p>
        ) : (
          <FilesSection
            view={view}
            title={
              view.categoryId === "all"
                ? t("fileStorage.files.ofAll", { name: container.name })
                : t("fileStorage.files.ofCategory", { name: chosen?.name ?? "…" })
            }
          />
        )}
      </div>
    </div>
  )
}
