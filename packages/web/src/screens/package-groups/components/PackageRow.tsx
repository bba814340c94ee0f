import { PACKAGE_TEXT_MAX } from "@wellkit/core/package-groups"
import type { ReactNode } from "react"
import { SelectField, type SelectOption } from "../../../components/SelectField.js"
import { useTranslation } from "../../../i18n/index.js"
import { LimitedText } from "../../../kit/LimitedText.js"
import { ReorderButtons } from "../../../kit/Reorder.js"
import type { PackageDraft } from "./draft.js"

interface PackageRowProps {
  readonly pkg: PackageDraft
  readonly position: number
  readonly count: number
  readonly error: string | undefined
  readonly products: ReadonlyArray<SelectOption>
  readonly onChange: (change: Partial<PackageDraft>) => void
  readonly onMove: (to: number) => void
  readonly onRemove: () => void
  /** What the saved package holds, or why a new one holds nothing yet. */
  readonly children: ReactNode
}

/** One package of the group's form: its name and product, its place in the order, and what it holds. */
export const PackageRow = ({
  pkg,
  position,
  count,
  error,
  products,
  onChange,
  onMove,
  onRemove,
  children,
}: PackageRowProps) => {
  const { t } = useTranslation()
  const name = pkg.name.trim() || t("packageGroups.packages.unnamed")
  const legend = t("packageGroups.packages.position", { position: position + 1, count })
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">
          {legend}
          {pkg.name.trim() ? `: ${pkg.name.trim()}` : ""}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <LimitedText
            name={`packages.${position}.name`}
            label={t("packageGroups.packages.name")}
            error={error}
            max={PACKAGE_TEXT_MAX.name}
            value={pkg.name}
            onChange={(name) => onChange({ name })}
          />
          <SelectField
            label={t("packageGroups.packages.product")}
            name={`packages.${position}.productId`}
            value={pkg.productId}
            emptyLabel={t("packageGroups.packages.noProduct")}
            options={products}
            onChange={(productId) => onChange({ productId })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ReorderButtons
            position={position}
            count={count}
            onMove={onMove}
            labels={{
              up: t("packageGroups.packages.moveUp"),
              down: t("packageGroups.packages.moveDown"),
              item: name,
            }}
          />
          <button
            type="button"
            className="rounded border border-red-300 bg-white px-2 py-1 text-sm text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
            aria-label={t("packageGroups.packages.removeNamed", { name })}
            onClick={onRemove}
          >
            {t("packageGroups.packages.remove")}
          </button>
        </div>
        {children}
      </fieldset>
    </li>
  )
}
