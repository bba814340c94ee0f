import type { DemographicsInput } from "@wellkit/core/members"
import { mulberry32 } from "./seed-people.js"
import type { Employee } from "./state.js"

const streets = ["Mill Lane", "Station Road", "Harbour View", "Elm Grove", "Kingsway", "Rue des Lilas"]
const places = [
  { city: "Leeds", postalCode: "LS1 4AP", country: "United Kingdom" },
  { city: "Manchester", postalCode: "M1 2JW", country: "United Kingdom" },
  { city: "Dublin", postalCode: "D02 X285", country: "Ireland" },
  { city: "Lyon", postalCode: "69002", country: "France" },
  { city: "Austin", postalCode: "78701", country: "United States" },
]
const departments = ["Finance", "Engineering", "Customer care", "Warehouse", "People & culture", "Sales"]
const locations = ["Head office", "North depot", "Remote", "City store", "Dublin hub"]
const genders = ["female", "male", "nonBinary", "undisclosed"] as const

/**
 * The member's own extras on the seeded employees, the same on every start:
 * the first 15 of Acme (1000) have full HR records and every status between
 * them (and one test account); others a lighter record, or none.
 */
export const seedMemberProfiles = (employees: ReadonlyArray<Employee>): Array<Employee> => {
  const random = mulberry32(20261126)
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)] as T
  let acme = 0
  return employees.map((employee) => {
    const rich = employee.entityId === 1000 && acme++ < 15
    const place = pick(places)
    const full: DemographicsInput = {
      gender: pick(genders),
      phone: `+44 7700 9${String(employee.personId).slice(-5)}`,
      addressLine1: `${1 + Math.floor(random() * 180)} ${pick(streets)}`,
      addressLine2: random() > 0.6 ? `Flat ${1 + Math.floor(random() * 12)}` : "",
      ...place,
      department: pick(departments),
      location: pick(locations),
    }
    const light: DemographicsInput = {
      ...full,
      phone: "",
      addressLine1: "",
      addressLine2: "",
      postalCode: "",
    }
    const demographics = rich ? full : random() > 0.4 ? light : undefined
    // Among Acme's first 15: the 4th left (inactive), the 5th is the test account.
    const memberStatus = rich && acme === 4 ? "inactive" : undefined
    const isTest = rich && acme === 5
    return {
      ...employee,
      ...(demographics ? { demographics } : {}),
      ...(memberStatus ? { memberStatus } : {}),
      ...(isTest ? { isTest } : {}),
    }
  })
}
