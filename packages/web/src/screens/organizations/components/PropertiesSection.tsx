import type { Entity, EntityId, Forest } from "@wellkit/core"
import { Organizations } from "@wellkit/core/organizations"
import { useState } from "react"
import { Link } from "react-router-dom"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { useTranslation } from "../../../i18n/index.js"
import { useProperties } from "../hooks.js"
import { Section } from "./Section.js"

const Check = (props: {
  readonly label: string
  readonly checked: boolean
  readonly onChange: (on: boolean) => void
}) => (
  <label className="flex items-center gap-2 text-sm">
    <input
      type="checkbox"
      className="h-4 w-4 accent-brand-700"
      checked={props.checked}
      onChange={(event) => props.onChange(event.target.checked)}
    />
    {props.label}
  </label>
)

/** The extended properties, filtered by the call itself: set here only (`entityOnly`), from a value list only (`valueListOnly`). */
export const PropertiesSection = ({
  entity,
  forest,
}: {
  readonly entity: Entity
  readonly forest: Forest<Entity, EntityId>
}) => {
  const { t } = useTranslation()
  const [entityOnly, setEntityOnly] = useState(false)
  const [valueListOnly, setValueListOnly] = useState(false)
  const { state, retry } = useProperties(entity.id, entityOnly, valueListOnly)
  const properties = state.value
  const cell = "border-b border-slate-100 px-2 py-1.5 text-left align-top"
  return (
    <Section title={t("organizations.properties.title")}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Check
          label={t("organizations.properties.entityOnly")}
          checked={entityOnly}
          onChange={setEntityOnly}
        />
        <Check
          label={t("organizations.properties.valueListOnly")}
          checked={valueListOnly}
          onChange={setValueListOnly}
        />
      </div>
      {state.status === "error" ? <LoadFailed error={state.error} onRetry={retry} /> : null}
      {state.status === "loading" && properties === undefined ? (
        <p role="status" className="text-sm text-slate-600">
          {t("organizations.properties.loading")}
        </p>
      ) : null}
      {properties?.length === 0 ? (
        <p className="text-sm text-slate-600">{t("organizations.properties.empty")}</p>
      ) : null}
      {properties && properties.length > 0 ? (
        <div className="relative overflow-x-auto contain-inline-size">
          <table className="w-full text-sm" aria-busy={state.status === "loading"}>
            <caption className="sr-only">
              {t("organizations.properties.caption", { name: entity.name })}
            </caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className={cell}>
                  {t("organizations.properties.name")}
                </th>
                <th scope="col" className={cell}>
                  {t("organizations.properties.value")}
                </th>
                <th scope="col" className={cell}>
                  {t("organizations.properties.valueList")}
                </th>
                <th scope="col" className={cell}>
                  {t("organizations.properties.setOn")}
                </th>
              </tr>
            </thead>
            <tbody>
              {properties.map((property) => (
                <tr key={property.propertyId}>
                  <td className={`${cell} font-mono text-xs`}>{property.name}</td>
                  <td className={cell}>{property.value}</td>
                  <td className={cell}>{property.valueList ?? t("organizations.properties.freeText")}</td>
                  <td className={cell}>
                    {property.entityId === entity.id ? (
                      t("organizations.properties.here")
                    ) : (
                      <Link
                        to={Organizations.organizationPath(property.entityId)}
                        className="text-brand-700 underline underline-offset-2 focus-visible:outline-2"
                      >
                        {forest.byId.get(property.entityId)?.item.name ?? String(property.entityId)}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Section>
  )
}
