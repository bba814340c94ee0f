import { Schema } from "effect"
import { crudEndpoints, crudGroup } from "../kit/resource.js"

export const UserFunctionId = Schema.Int.pipe(Schema.positive(), Schema.brand("UserFunctionId"))
export type UserFunctionId = typeof UserFunctionId.Type

/** A function a user may hold (DIY, MEMBER_DEMOGRAPHIC_VIEW, …): what opens parts of the portal, or a flow's form, to them. */
export const UserFunction = Schema.Struct({
  userFunctionId: UserFunctionId,
  /** The code a session's functions and the route guards name (NAV-3..5). */
  code: Schema.String,
  name: Schema.String,
})
export type UserFunction = typeof UserFunction.Type

/**
 * "User function list": the platform's one catalogue (K1: nobody's, read only, K9).
 * It is also the pick list of a flow's form's function (docs/user-functions.md).
 */
export const userFunctionContract = {
  name: "userFunctions",
  belongsTo: "nobody",
  idField: "userFunctionId",
  writes: [],
  id: UserFunctionId,
  item: UserFunction,
  summary: UserFunction,
  input: UserFunction,
  errors: { list: { key: "ERRORS.GET_USER_FUNCTION_LIST_FAILED" } },
} as const

export const userFunctionEndpoints = crudEndpoints(userFunctionContract)
export class UserFunctionsApi extends crudGroup(userFunctionContract, userFunctionEndpoints) {}
