import { type StoredCollection, seeded } from "../kit/stored.js"

/**
 * The organizations' Tango customers; `accounts` are the funded accounts under each, which
 * the API knows and does not list (a license names one: ADM-9's 400 when it is not there).
 */
export const tangoCustomers = [
  {
    entityId: 1000,
    displayName: "Acme Holdings US",
    customerIdentifier: "acme-holdings",
    currencyCode: "USD",
    accounts: ["acme-employees", "acme-leaders", "acme-spot-awards"],
  },
  {
    entityId: 1000,
    displayName: "Acme Holdings Europe",
    customerIdentifier: "acme-holdings-eu",
    currencyCode: "EUR",
    accounts: ["acme-eu-employees"],
  },
  {
    entityId: 1001,
    displayName: "Acme West",
    customerIdentifier: "acme-west",
    currencyCode: "USD",
    accounts: ["west-employees", "west-contractors"],
  },
  {
    entityId: 1002,
    displayName: "Acme East",
    customerIdentifier: "acme-east",
    currencyCode: "USD",
    accounts: ["east-employees"],
  },
  {
    entityId: 1003,
    displayName: "Acme QA (Tango sandbox)",
    customerIdentifier: "acme-qa",
    currencyCode: "USD",
    accounts: ["qa-test"],
  },
] as const

/** A customer's id in the seed: they are numbered in this list's order. */
export const tangoAccountIdOf = (customerIdentifier: string): number =>
  tangoCustomers.findIndex((customer) => customer.customerIdentifier === customerIdentifier) + 1

/** The same customers whatever organizations are asked for: each names its own. */
export const seed = (): StoredCollection =>
  seeded(
    "tangoAccountId",
    tangoCustomers.map((customer) => ({ ...customer, accounts: [...customer.accounts] })),
  )
