import { HttpApiBuilder } from "@effect/platform"
import { Duplicate, type Entity, type EntityId, foldText, WellkitApi } from "@wellkit/core"
import type { DependencyCounts, ExtendedProperty, OrganizationCreate } from "@wellkit/core/organizations"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { inOrganization } from "../kit/collection.js"
import { clientIdOf, forgetListCopy } from "./entities.js"

/** A stable pick for an organization: the same sandbox always tells the same story. */
const pick = <T>(values: ReadonlyArray<T>, id: number, salt: number): T =>
  values[(Math.imul(id + salt * 97, 2654435761) >>> 0) % values.length] as T

const find = (db: Db, id: number) => db.state.entities.find((entity) => entity.id === id)
const rootOf = (db: Db, entity: Entity): Entity => {
  let current = entity
  for (let hops = 0; current.parentId !== null && hops < db.state.entities.length; hops += 1)
    current = find(db, current.parentId) ?? current
  return current
}
const withClientId = (entity: Entity): Entity => ({ ...entity, childId: clientIdOf(entity) })

const industries = ["Manufacturing", "Healthcare", "Retail", "Financial services", "Logistics", "Education"]
const regions = ["North America — East", "North America — West", "Europe", "Asia Pacific", "Latin America"]
const contacts = [
  "Priya Natarajan",
  "Tomás Ferreira",
  "Hannah Schmidt",
  "Kwame Mensah",
  "Mei Lin",
  "Olga Petrova",
]

const bandOf = (employees: number) =>
  employees === 0 ? "None yet" : employees < 50 ? "1–49" : employees < 250 ? "50–249" : "250 or more"

/** Industry and billing belong to the group (its root); region and size to the organization itself. */
const attributesOf = (db: Db, entity: Entity) => {
  const root = rootOf(db, entity)
  const contact = pick(contacts, root.id, 3)
  const domain = `${root.name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.test`
  const employees = db.state.employees.filter((person) => person.entityId === entity.id).length
  return [
    { name: "clientId", label: "Client id", value: clientIdOf(entity) },
    { name: "industry", label: "Industry", value: pick(industries, root.id, 1) },
    { name: "region", label: "Region", value: pick(regions, entity.id, 2) },
    {
      name: "billingContact",
      label: "Billing contact",
      value: `${contact} <${foldText(contact.split(" ")[0] ?? "")}@${domain}>`,
    },
    { name: "employeeBand", label: "Employees", value: bandOf(employees) },
    { name: "createdAt", label: "Created", value: db.state.entityCreatedAt[entity.id]?.slice(0, 10) ?? null },
  ]
}

interface PropertyDefinition {
  readonly propertyId: number
  readonly name: string
  readonly valueList: string | null
  readonly values: ReadonlyArray<string>
  /** "group": set once on the root and inherited; "own": each organization may set its own. */
  readonly scope: "group" | "own"
}
const property = (
  propertyId: number,
  name: string,
  valueList: string | null,
  scope: PropertyDefinition["scope"],
  ...values: ReadonlyArray<string>
): PropertyDefinition => ({ propertyId, name, valueList, values, scope })
/** With no values, a property's value is made from its owner's id (a cost centre code). */
const definitions = [
  property(1, "PAYROLL_FREQUENCY", "Payroll frequencies", "group", "Weekly", "Biweekly", "Monthly"),
  property(2, "REWARD_CURRENCY", "Currencies", "group", "USD", "CAD", "EUR", "GBP"),
  property(3, "FISCAL_YEAR_START", null, "group", "01-01", "04-01", "07-01"),
  property(4, "SSO_PROVIDER", "Identity providers", "own", "Okta", "Microsoft Entra ID", "Google Workspace"),
  property(
    5,
    "DEFAULT_TIME_ZONE",
    "Time zones",
    "own",
    "America/New_York",
    "America/Denver",
    "Europe/London",
  ),
  property(6, "WELCOME_EMAIL", "Yes/No", "own", "Yes", "No"),
  property(7, "COST_CENTRE", null, "own"),
]

/** Whether the organization sets the property itself; a child sets two in three of its own, a root all. */
const sets = (entity: Entity, definition: PropertyDefinition) =>
  entity.parentId === null ||
  (definition.scope === "own" &&
    (definition.values.length === 0 || pick([0, 1, 2], entity.id, definition.propertyId) > 0))

/** Each property from the nearest organization up the tree that sets it. */
const propertiesOf = (db: Db, entity: Entity, entityOnly: boolean, valueListOnly: boolean) =>
  definitions.flatMap((definition): ReadonlyArray<ExtendedProperty> => {
    let owner: Entity | undefined = entity
    while (owner && !sets(owner, definition))
      owner = owner.parentId === null ? undefined : find(db, owner.parentId)
    if (!owner || (entityOnly && owner !== entity) || (valueListOnly && definition.valueList === null))
      return []
    const value =
      definition.values.length === 0
        ? `CC-${owner.id}`
        : pick(definition.values, owner.id, definition.propertyId)
    return [
      {
        propertyId: definition.propertyId,
        name: definition.name,
        value,
        valueList: definition.valueList,
        entityId: owner.id,
      },
    ]
  })

/** A package group names its organization `ownerEntityId` (the staff area's shape) or `organizationId` (the portal's). */
const ownerOf = (group: object): unknown =>
  "ownerEntityId" in group
    ? group.ownerEntityId
    : "organizationId" in group
      ? group.organizationId
      : undefined

/** Counted from the sandbox's own records, as the API counts its tables. */
const countsOf = (db: Db, id: number): DependencyCounts => ({
  childOrganizations: db.state.entities.filter((entity) => entity.parentId === id).length,
  administrators: db.state.users.filter((user) => user.entityId === id).length,
  employees: db.state.employees.filter((person) => person.entityId === id).length,
  licenses: db.state.licenses.filter((license) => license.organizationId === id).length,
  packageGroups: db.state.packageGroups.filter((group) => ownerOf(group) === id).length,
  messages: db.state.messages.filter((message) => message.ownerEntityId === id).length,
  healthtrackers: (db.state.collections.healthtrackers?.items ?? []).filter((row) => row.entityId === id)
    .length,
})

/** Adds one organization, noting when (ADM-10 reads it). */
const addEntity = (db: Db, fields: Omit<Entity, "id">, id: number): Entity => {
  const entity = { ...fields, id: id as EntityId }
  db.state.entities.push(entity)
  db.state.entityCreatedAt[id] = new Date().toISOString()
  return entity
}
const nextId = (db: Db) => db.state.entities.reduce((max, entity) => Math.max(max, entity.id), 1000) + 1

const create = (db: Db, input: OrganizationCreate) => {
  const holder = db.state.entities.find((entity) => clientIdOf(entity) === input.childId)
  if (holder)
    return Effect.fail(
      new Duplicate({ message: `${input.childId} is already the client id of ${holder.name}.` }),
    )
  const { parentId, organizationName: name, childId, testInd } = input
  const entity = addEntity(db, { name, parentId, childId, testInd }, nextId(db))
  db.persist()
  return Effect.succeed(entity)
}

const places = [
  "Austin",
  "Boston",
  "Denver",
  "Dublin",
  "Leeds",
  "Lyon",
  "Madrid",
  "Oslo",
  "Porto",
  "Seattle",
  "Turin",
  "Vienna",
]
const levels = ["Region", "Division", "Site", "Team", "Unit"]

/**
 * Adds `count` organizations under `parentId`, ten to a parent (the first ten
 * under it, the next ten under the first of those, …), to see how the tree
 * behaves at size. Answers how many were added.
 */
export const addOrganizations = (db: Db, parentId: number, count: number): number => {
  if (!Number.isInteger(count) || count < 1 || count > 10_000)
    throw new Error("count is a whole number from 1 to 10,000")
  const parent = find(db, parentId)
  if (!parent) throw new Error(`There is no organization ${parentId}`)
  const first = nextId(db)
  const added: Array<{ readonly entity: Entity; readonly depth: number }> = []
  for (let index = 0; index < count; index += 1) {
    const above = (index >= 10 && added[Math.floor(index / 10) - 1]) || { entity: parent, depth: -1 }
    const id = first + index
    const depth = above.depth + 1
    const name = `${pick(places, id, 5)} ${levels[Math.min(depth, levels.length - 1)]} ${index + 1}`
    const entity = addEntity(
      db,
      { name, parentId: above.entity.id, childId: `BULK-${id}`, testInd: parent.testInd },
      id,
    )
    added.push({ entity, depth })
  }
  forgetListCopy(db)
  db.persist()
  return count
}

export const organizationHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "organizations", (handlers) =>
    handlers
      .handle("extendedAttributes", ({ request, path }) =>
        inOrganization(db, request, path.entityId, () => attributesOf(db, find(db, path.entityId) as Entity)),
      )
      .handle("extendedProperties", ({ request, path, urlParams }) =>
        inOrganization(db, request, path.entityId, () =>
          propertiesOf(
            db,
            find(db, path.entityId) as Entity,
            urlParams.entityOnly === true,
            urlParams.valueListOnly === true,
          ),
        ),
      )
      .handle("dependencyCounts", ({ request, path }) =>
        inOrganization(db, request, path.entityId, () => countsOf(db, path.entityId)),
      )
      .handle("update", ({ request, payload }) =>
        inOrganization(db, request, payload.entityId, () => {
          const index = db.state.entities.findIndex((entity) => entity.id === payload.entityId)
          const entity = {
            ...(db.state.entities[index] as Entity),
            name: payload.organizationName,
            testInd: payload.testInd,
          }
          db.state.entities[index] = entity
          db.persist()
          return withClientId(entity)
        }),
      )
      .handle("create", ({ request, payload }) =>
        inOrganization(db, request, payload.parentId, () => create(db, payload)),
      ),
  )
