import type { EntityId } from "@wellkit/core"
import type { StaffPackageGroup } from "@wellkit/core/package-groups"
import { useEffect, useRef, useState } from "react"
import { Button } from "../../../components/Button.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { useTranslation } from "../../../i18n/index.js"
import { moveItem } from "../../../kit/Reorder.js"
import { useProducts, useRewardSymbols } from "../hooks.js"
import { newKey, type PackageDraft } from "./draft.js"
import { PackageContents } from "./PackageContents.js"
import { PackageRow } from "./PackageRow.js"

type Packages = ReadonlyArray<PackageDraft>

interface PackagesEditorProps {
  readonly entityId: EntityId
  /** The saved group, whose packages' contents show under them. */
  readonly group: StaffPackageGroup | undefined
  readonly packages: Packages
  readonly errors: Readonly<Record<string, string>>
  readonly onChange: (change: (packages: Packages) => Packages) => void
  /** The packages' errors no longer fit (a package changed place or was renamed): the next Save checks again. */
  readonly onForget: (field?: string) => void
}

/**
 * The group's packages in their order: each renamed, given a product, moved
 * with the keyboard (its new place said aloud) or removed; what a saved one
 * holds shows under it.
 */
export const PackagesEditor = ({
  entityId,
  group,
  packages,
  errors,
  onChange,
  onForget,
}: PackagesEditorProps) => {
  const { t } = useTranslation()
  const [said, say] = useState("")
  const [focusName, setFocusName] = useState<number | undefined>()
  const section = useRef<HTMLElement>(null)
  const products = useProducts()
  const symbols = useRewardSymbols()
  const nameOf = (pkg: PackageDraft) => pkg.name.trim() || t("packageGroups.packages.unnamed")

  useEffect(() => {
    if (focusName === undefined) return
    section.current?.querySelector<HTMLElement>(`[name="packages.${focusName}.name"]`)?.focus()
    setFocusName(undefined)
  }, [focusName])

  const add = () => {
    onChange((all) => [...all, { key: newKey(), packageId: undefined, name: "", productId: "" }])
    setFocusName(packages.length)
  }
  const move = (from: number, to: number) => {
    onChange((all) => moveItem(all, from, to))
    onForget()
    const name = nameOf(packages[from] as PackageDraft)
    say(t("packageGroups.packages.moved", { name, position: to + 1, count: packages.length }))
  }
  const remove = (index: number) => {
    onChange((all) => all.filter((_, at) => at !== index))
    onForget()
    say(t("packageGroups.packages.removed", { name: nameOf(packages[index] as PackageDraft) }))
    // The removed package's buttons are gone: the focus goes where more can be added.
    section.current?.querySelector<HTMLElement>("#add-package")?.focus()
  }

  const productOptions = (products.entry?.value ?? []).map((p) => ({ value: p.productId, label: p.name }))
  return (
    <section ref={section} aria-labelledby="packages-title" className="space-y-3">
      <h2 id="packages-title" className="text-lg font-semibold">
        {t("packageGroups.packages.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("packageGroups.packages.hint")}</p>
      {products.entry?.status === "error" ? (
        <LoadFailed error={products.entry.error} onRetry={products.retry} />
      ) : null}
      {symbols.entry?.status === "error" ? (
        <LoadFailed error={symbols.entry.error} onRetry={symbols.retry} />
      ) : null}
      {packages.length === 0 ? (
        <p className="text-sm text-slate-600">{t("packageGroups.packages.empty")}</p>
      ) : null}
      <ol className="space-y-3">
        {packages.map((pkg, index) => {
          const saved = group?.packages.find((p) => p.packageId === pkg.packageId)
          return (
            <PackageRow
              key={pkg.key}
              pkg={pkg}
              position={index}
              count={packages.length}
              error={errors[`packages.${index}.name`]}
              products={productOptions}
              onChange={(change) => {
                onForget(`packages.${index}.name`)
                onChange((all) => all.map((p) => (p.key === pkg.key ? { ...p, ...change } : p)))
              }}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            >
              {saved && group ? (
                <PackageContents
                  entityId={entityId}
                  packageGroupId={group.packageGroupId}
                  pkg={saved}
                  symbols={symbols.entry?.value ?? []}
                />
              ) : (
                <p className="mt-3 text-sm text-slate-600">{t("packageGroups.packages.notSaved")}</p>
              )}
            </PackageRow>
          )
        })}
      </ol>
      <Button id="add-package" variant="secondary" onClick={add}>
        {t("packageGroups.packages.add")}
      </Button>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </section>
  )
}
