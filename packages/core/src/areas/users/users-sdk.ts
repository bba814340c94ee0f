import type { EntityId, UserId } from "../../api/ids.js"
import type { AdminFields, EmployeeFields, PersonId } from "../../api/Users.js"
import type { Run } from "../../layer.js"
import * as Users from "./Users.js"

const methods = (run: Run) => ({
  /**
   * The organisation's admins and employees.
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
   * Invites a new admin of the organisation.
   * @example await wellkit.users.createAdmin(entityId, { firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@example.com" })
   */
  createAdmin: (entityId: EntityId, fields: AdminFields) => run(Users.createAdmin(entityId, fields)),
  /**
   * Changes an admin's details.
   * @example await wellkit.users.updateAdmin(entityId, userId, { firstName: "Ada", lastName: "King", emailAddress: "ada@example.com" })
   */
  updateAdmin: (entityId: EntityId, userId: UserId, fields: AdminFields) =>
    run(Users.updateAdmin(entityId, userId, fields)),
  /**
   * Removes an admin from the organisation.
   * @example await wellkit.users.deleteAdmin(entityId, userId)
   */
  deleteAdmin: (entityId: EntityId, userId: UserId) => run(Users.deleteAdmin(entityId, userId)),
  /**
   * Sends an admin a password-reset e-mail.
   * @example await wellkit.users.resetAdmin("ada@example.com")
   */
  resetAdmin: (emailAddress: string) => run(Users.resetAdmin(emailAddress)),
  /**
   * Moves an admin to another organisation.
   * @example await wellkit.users.moveAdmin(entityId, userId, otherOrganizationId)
   */
  moveAdmin: (from: EntityId, userId: UserId, to: EntityId) => run(Users.moveAdmin(from, userId, to)),
  /**
   * Adds an employee to the organisation.
   * @example await wellkit.users.createEmployee(entityId, { firstName: "Alan", lastName: "Turing", emailAddress: "alan@example.com", employeeId: "0042" })
   */
  createEmployee: (entityId: EntityId, fields: EmployeeFields) => run(Users.createEmployee(entityId, fields)),
  /**
   * Changes an employee's details.
   * @example await wellkit.users.updateEmployee(entityId, personId, { firstName: "Alan", lastName: "Turing", emailAddress: "alan@example.org" })
   */
  updateEmployee: (entityId: EntityId, personId: PersonId, fields: EmployeeFields) =>
    run(Users.updateEmployee(entityId, personId, fields)),
  /**
   * Removes an employee from the organisation.
   * @example await wellkit.users.deleteEmployee(entityId, personId)
   */
  deleteEmployee: (entityId: EntityId, personId: PersonId) => run(Users.deleteEmployee(entityId, personId)),
  /**
   * Sends an employee a password-reset e-mail.
   * @example await wellkit.users.resetEmployee("alan@example.com")
   */
  resetEmployee: (emailAddress: string) => run(Users.resetEmployee(emailAddress)),
})

/**
 * `wellkit.users`: an organisation's admins and employees. An interface, not the inferred type:
 * declaration files would inline that type without the methods' JSDoc.
 */
export interface UsersSdk extends ReturnType<typeof methods> {}

/** `wellkit.users`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): UsersSdk => methods(run)
