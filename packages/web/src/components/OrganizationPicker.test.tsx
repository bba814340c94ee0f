import { cleanup, render, screen } from "@testing-library/react"
import type { EntityId, EntityList } from "@wellkit/core"
import { afterEach, expect, it } from "vitest"
import { organizationOptions } from "./OrganizationPicker.js"
import { SelectField } from "./SelectField.js"

afterEach(cleanup)

const entity = (id: number, name: string, parentId: number | null) =>
  ({ id: id as EntityId, name, testInd: false, parentId: parentId as EntityId | null }) as EntityList[number]

const tree: EntityList = [
  entity(1000, "Acme Holdings", null),
  entity(1001, "Acme West", 1000),
  entity(1002, "Acme East", 1000),
  entity(2000, "Globex", null),
  entity(2001, "Globex Labs", 2000),
]

it("each organization is its own name; children sit under a heading naming their parent", () => {
  expect(organizationOptions(tree)).toEqual([
    { value: 1000, label: "Acme Holdings" },
    { value: 1001, label: "Acme West", group: "Within Acme Holdings" },
    { value: 1002, label: "Acme East", group: "Within Acme Holdings" },
    { value: 2000, label: "Globex" },
    { value: 2001, label: "Globex Labs", group: "Within Globex" },
  ])
  // An admin who sees a child but not its parent sees just the child.
  expect(organizationOptions([entity(1002, "Acme East", 1000)])).toEqual([
    { value: 1002, label: "Acme East" },
  ])
})

it("a chosen child shows in the closed select by its name alone, its parent's group in the list", () => {
  render(
    <SelectField label="Organization" value={1001} options={organizationOptions(tree)} onChange={() => {}} />,
  )
  const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Organization" })
  expect(select.selectedOptions[0]?.textContent).toBe("Acme West")
  const groups = [...select.querySelectorAll("optgroup")].map((group) => [
    group.label,
    [...group.querySelectorAll("option")].map((option) => option.textContent),
  ])
  expect(groups).toEqual([
    ["Within Acme Holdings", ["Acme West", "Acme East"]],
    ["Within Globex", ["Globex Labs"]],
  ])
  expect([...select.options].map((option) => option.textContent)).toEqual([
    "Acme Holdings",
    "Acme West",
    "Acme East",
    "Globex",
    "Globex Labs",
  ])
})
