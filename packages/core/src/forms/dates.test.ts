import { describe, expect, it } from "vitest"
import { checkBatch } from "../areas/users/batch-validator.js"
import { isCalendarDate, isDateOfBirth, localDay, notACalendarDate, notADateOfBirth } from "./dates.js"

const today = new Date("2026-11-21T12:00:00Z")

it.each([
  ["1990-12-10", true, true],
  ["2024-02-29", true, true],
  ["2023-02-29", false, false],
  ["2000-02-29", true, true],
  ["1900-02-29", false, false],
  ["1990-02-30", false, false],
  ["1990-04-31", false, false],
  ["1990-13-45", false, false],
  ["1990-13-01", false, false],
  ["1990-00-10", false, false],
  ["1990-01-00", false, false],
  ["1899-12-31", true, false],
  ["2026-11-21", true, true],
  ["2026-11-22", true, false],
  ["1990-1-5", false, false],
  [" 1990-01-05", false, false],
  ["", false, false],
])("HTTP-9: %s is a calendar date: %s; a date of birth: %s", (value, calendar, birth) => {
  expect(isCalendarDate(value)).toBe(calendar)
  expect(isDateOfBirth(value, today)).toBe(birth)
  expect(isDateOfBirth(value, today.getTime())).toBe(birth)
})

it("HTTP-9: the words quote the value, and cut a long one so a refusal never echoes a payload", () => {
  expect(notADateOfBirth("1990-02-30")).toBe('"1990-02-30" is not a date of birth in the form YYYY-MM-DD.')
  expect(notACalendarDate("2026-02-30")).toBe('"2026-02-30" is not a date in the form YYYY-MM-DD.')
  const pasted = "9".repeat(100_000)
  expect(notADateOfBirth(pasted).length).toBeLessThan(100)
  expect(notADateOfBirth(pasted)).toBe(`"${"9".repeat(40)}…" is not a date of birth in the form YYYY-MM-DD.`)
})

it.each(["1990-02-30", "1990-13-45"])(
  "CLI-2: the batch-file check refuses %s in the same words as the contract",
  (dob) => {
    const result = checkBatch(
      [
        ["First name", "Last name", "Email", "DOB"],
        ["Ada", "Lovelace", "ada@x.test", dob],
      ],
      today,
    )
    expect(result.problems.map((problem) => problem.reason)).toEqual([notADateOfBirth(dob)])
  },
)

describe("localDay: today as the person's own calendar has it", () => {
  it.each([
    [new Date(2026, 10, 29, 23, 59), "2026-11-29"],
    [new Date(2026, 10, 30, 0, 0), "2026-11-30"],
    [new Date(2027, 0, 1, 0, 30), "2027-01-01"],
    [new Date(2028, 1, 29, 12, 0), "2028-02-29"],
  ])("%s is %s, in whatever time zone the machine is", (at, day) => {
    expect(localDay(at)).toBe(day)
  })
})
