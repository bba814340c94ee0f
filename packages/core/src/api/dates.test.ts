import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { notACalendarDate, notADateOfBirth } from "../forms/dates.js"
import { validateWith } from "../forms/validate.js"
import { BATCH_PART_SIZE, BatchDetail, BatchRows, BatchUserUpdate } from "./Batches.js"
import { ActivationDateUpdate } from "./Licenses.js"
import { ReportRange } from "./Reports.js"
import { AdminFields, EmployeeFields } from "./Users.js"

const employee = { firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@acme.test" }
const row = { line: 2, ...employee }

describe("dates in the contract", () => {
  it.each(["1990-02-30", "1990-13-45", "2999-01-01", "1899-12-31", "30/02/1990"])(
    "HTTP-9, POR-14: an employee or admin born on %s is refused, in the batch check's words",
    (dob) => {
      for (const fields of [EmployeeFields, AdminFields]) {
        expect(validateWith(fields)({ ...employee, dob })).toEqual({
          ok: false,
          errors: { dob: notADateOfBirth(dob) },
        })
      }
    },
  )

  it("POR-14: a real date of birth, surrounding spaces, or none at all is accepted", () => {
    const validate = validateWith(EmployeeFields)
    expect(validate({ ...employee, dob: " 1990-02-28 " })).toMatchObject({
      ok: true,
      value: { dob: "1990-02-28" },
    })
    expect(validate({ ...employee, dob: "" })).toMatchObject({ ok: true })
    expect(validate(employee)).toMatchObject({ ok: true })
  })

  it("HTTP-9: a batch part refuses a row born on 1990-02-30, naming the row and nothing else", () => {
    const validate = validateWith(BatchRows)
    const rows = [row, { ...row, line: 3, dob: "1990-02-30" }]
    expect(validate({ rows })).toEqual({ ok: false, errors: { rows: notADateOfBirth("1990-02-30") } })
    const decoded = Schema.decodeUnknownEither(BatchRows)({ rows })
    if (Either.isRight(decoded)) throw new Error("a bad date was accepted")
    expect(ParseResult.ArrayFormatter.formatErrorSync(decoded.left)[0]).toMatchObject({
      path: ["rows", 1, "dob"],
      message: notADateOfBirth("1990-02-30"),
    })
    expect(validateWith(BatchUserUpdate)({ ...employee, dob: "1990-13-45", updatedByUserId: 1 })).toEqual({
      ok: false,
      errors: { dob: notADateOfBirth("1990-13-45") },
    })
  })

  it("HTTP-9: an oversized part is refused with a count, not with its rows", () => {
    const rows = Array.from({ length: BATCH_PART_SIZE + 1 }, (_, at) => ({ ...row, line: at + 2 }))
    const decoded = Schema.decodeUnknownEither(BatchRows)({ rows })
    if (Either.isRight(decoded)) throw new Error("an oversized part was accepted")
    expect(decoded.left.message).toContain(`A part has at most ${BATCH_PART_SIZE} rows; this one has 5001.`)
    expect(decoded.left.message.length).toBeLessThan(300)
  })

  it("a stored row is still shown as it is, whatever its date", () => {
    const detail = Schema.decodeUnknownEither(BatchDetail)({
      batchId: "b-1",
      organizationId: 1000,
      fileName: "hires.csv",
      uploadedBy: "admin@acme.test",
      uploadedAt: "2026-01-01T00:00:00Z",
      status: "completedWithErrors",
      rowCount: 1,
      received: 1,
      created: 0,
      updated: 0,
      failed: 1,
      rows: [{ ...row, dob: "1990-02-30", rowId: 1, outcome: "failed", reason: "x", updatedByUserId: null }],
    })
    expect(Either.isRight(detail)).toBe(true)
  })

  it.each(["2026-02-30", "2026-13-01", "2026-2-1"])(
    "HTTP-9: a license activation date or report range of %s is refused",
    (date) => {
      expect(validateWith(ActivationDateUpdate)({ activationDate: date })).toEqual({
        ok: false,
        errors: { activationDate: notACalendarDate(date) },
      })
      expect(validateWith(ReportRange)({ reportStartDate: "2026-01-01", reportEndDate: date })).toEqual({
        ok: false,
        errors: { reportEndDate: notACalendarDate(date) },
      })
    },
  )
})
