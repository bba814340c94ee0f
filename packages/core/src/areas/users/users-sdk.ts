import { Effect } from "effect"
import type { EntityId, UserId } from "../../api/ids.js"
import type { AdminFields, EmployeeFields, PersonId } from "../../api/Users.js"
import type { Run } from "../../layer.js"
import * as Users from "./Users.js"

/** The Promise SDK gives a write's answer; the toast and the redirect are the portal's. */
const answer = <A, E, R>(written: Effect.Effect<{ readonly result: A }, E, R>) =>
  Effect.map(written, (outcome) => outcome.result)

const methods = (run: Run) => ({
  /**
   * The organization's admins and employees.
   * @example const { admins, employees } = await wellkit.users.list(entityId)
   */
  list: (entityId: EntityId) => run(Users.lists(entityId)),
  /**
   * The admins and employees, fetched again.
   * @example const lists = await wellkit.users.reload(entityId)
   */
  reload: (entityId: EntityId) => run(Users.reloadLists(entityId)),
  /**
   * Admins matching the text in any searched field, without repeats (POR-12).
   * @example const admins = await wellkit.users.searchAdmins(entityId, "lovelace")
   */
  searchAdmins: (entityId: EntityId, text: string) => run(Users.searchAdminsText(entityId, text)),
  /**
   * Employees matching the text in any searched field, the employee id included (POR-12).
   * @example const employees = await wellkit.users.searchEmployees(entityId, "lovelace")
   */
  searchEmployees: (entityId: EntityId, text: string) => run(Users.searchEmployeesText(entityId, text)),
  /**
   * Invites a new admin of the organization.
   * @example await wellkit.users.createAdmin(entityId, { firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@example.com" })
   */
  createAdmin: (entityId: EntityId, fields: AdminFields) =>
    run(
      Effect.map(Users.createAdmin(entityId, fields), (creation) =>
        creation.kind === "exists" ? creation : { kind: creation.kind, ...creation.result },
      ),
    ),
  /**
   * Changes an admin's details.
   * @example await wellkit.users.updateAdmin(entityId, userId, { firstName: "Ada", lastName: "King", emailAddress: "ada@example.com" })
   */
  updateAdmin: (entityId: EntityId, userId: UserId, fields: AdminFields) =>
    run(answer(Users.updateAdmin(entityId, userId, fields))),
  /**
   * Removes an admin from the organization.
   * @example await wellkit.users.deleteAdmin(entityId, userId)
   */
  deleteAdmin: (entityId: EntityId, userId: UserId) => run(answer(Users.deleteAdmin(entityId, userId))),
  /**
   * Sends an admin a password-reset e-mail.
   * @example await wellkit.users.resetAdmin("ada@example.com")
   */
  resetAdmin: (emailAddress: string) => run(answer(Users.resetAdmin(emailAddress))),
  /**
   * Moves an admin to another organization.
   * @example await wellkit.users.moveAdmin(entityId, userId, otherOrganizationId)
   */
  moveAdmin: (from: EntityId, userId: UserId, to: EntityId) => run(answer(Users.moveAdmin(from, userId, to))),
  /**
   * Adds an employee to the organization.
   * @example await wellkit.users.createEmployee(entityId, { firstName: "Alan", lastName: "Turing", emailAddress: "alan@example.com", employeeId: "0042" })
   */
  createEmployee: (entityId: EntityId, fields: EmployeeFields) =>
    run(answer(Users.createEmployee(entityId, fields))),
  /**
   * Changes an employee's details.
   * @example await wellkit.users.updateEmployee(entityId, personId, { firstName: "Alan", lastName: "Turing", emailAddress: "alan@example.org" })
   */
  updateEmployee: (entityId: EntityId, personId: PersonId, fields: EmployeeFields) =>
    run(answer(Users.updateEmployee(entityId, personId, fields))),
  /**
   * Removes an employee from the organization.
   * @example await wellkit.users.deleteEmployee(entityId, personId)
   */
  deleteEmployee: (entityId: EntityId, personId: PersonId) =>
    run(answer(Users.deleteEmployee(entityId, personId))),
  /**
   * Sends an employee a password-reset e-mail.
   * @example await wellkit.users.resetEmployee("alan@example.com")
   */
  resetEmployee: (emailAddress: string) => run(answer(Users.resetEmployee(emailAddress))),
})

/**
 * `wellkit.users`: an organization's admins and employees. An interface, not the inferred type:
 * declaration files would inline that type without the methods' JSDoc.
 */
export interface UsersSdk extends ReturnType<typeof methods> {}

/** `wellkit.users`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): UsersSdk => methods(run)
