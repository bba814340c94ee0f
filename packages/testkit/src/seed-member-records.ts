import type { UserId, UserNoteId } from "@wellkit/core"
import { mulberry32 } from "./seed-people.js"
import type { Employee, MemberRecordSet, StoredFavorite } from "./state.js"

type Random = () => number
const pickOf =
  (random: Random) =>
  <T>(items: ReadonlyArray<T>): T =>
    items[Math.floor(random() * items.length)] as T

/** A day before the seed's "today" (2026-11-20), as YYYY-MM-DD. */
const daysAgo = (days: number): string =>
  new Date(Date.UTC(2026, 10, 20) - days * 86_400_000).toISOString().slice(0, 10)
const instantAgo = (days: number, hour: number): string =>
  new Date(Date.UTC(2026, 10, 20, hour, 15) - days * 86_400_000).toISOString()

const authors = ["Sam Staff", "Dana Whitfield", "Kofi Mensah", "Elena Petrova"]
const noteTexts = [
  "Called about the step challenge; the tracker had stopped syncing. Reconnected it together and the missing days came through.",
  "Asked to move the biometric screening to the evening session on site. Booked for the next visit.",
  "Reward for the flu shot did not show. Checked the file from the pharmacy: it arrives with next week's upload.",
  "Prefers e-mail over phone calls. Do not call before 10:00.",
  "Wants to join the sleep program after finishing the current one. Sent the invitation link.",
  "Discussed the HRA results; referred to the health coach for a follow-up on blood pressure.",
  "Changed teams in the walking challenge at the member's request (moved to the night shift team).",
  "Confirmed the gift card was received after the redemption was resent.",
]
const activityTypes: ReadonlyArray<readonly [string, string, number, number, string]> = [
  ["Steps", "steps", 3_000, 14_000, "Fitbit"],
  ["Workout", "minutes", 15, 75, "Apple Health"],
  ["Sleep", "hours", 5, 9, "Garmin"],
  ["Water", "glasses", 3, 10, "Self-reported"],
  ["Meditation", "minutes", 5, 30, "Self-reported"],
  ["Cycling", "km", 5, 40, "Strava"],
]
const measures: ReadonlyArray<readonly [string, string, number, number, number, number]> = [
  // measure, unit, low, high of what is seen, healthy low, healthy high
  ["Blood pressure (systolic)", "mmHg", 105, 150, 90, 129],
  ["Blood pressure (diastolic)", "mmHg", 65, 98, 60, 84],
  ["Total cholesterol", "mg/dL", 150, 260, 125, 199],
  ["HbA1c", "%", 4.8, 7.2, 4, 5.6],
  ["Body mass index", "kg/m²", 19, 34, 18.5, 24.9],
  ["Waist circumference", "cm", 70, 110, 0, 0],
]
const team: ReadonlyArray<readonly [string, string]> = [
  ["Dana Whitfield", "Care coordinator"],
  ["Kofi Mensah", "Health coach"],
  ["Dr. Amara Singh", "Nurse practitioner"],
  ["Elena Petrova", "Dietitian"],
  ["Jonas Berg", "Benefits advisor"],
]
const statements = [
  "I do not use tobacco products.",
  "I completed an annual physical with my doctor this year.",
  "I have had my flu vaccination this season.",
  "I agree to the wellness program's terms and privacy notice.",
  "I completed the age-appropriate cancer screenings.",
]
const documentKinds: ReadonlyArray<readonly [string, string]> = [
  ["Physician form", "Physician form.pdf"],
  ["Lab report", "Lab results.pdf"],
  ["Consent form", "Program consent.pdf"],
  ["Receipt", "Gym membership receipt.jpg"],
  ["Screening card", "Screening card.png"],
]
const summaries = {
  Low: "Active most days, sleeps 7–8 hours, no tobacco; wants to keep stress in check.",
  Moderate: "Some exercise each week, short sleep on workdays, eats out often; interested in nutrition help.",
  High: "Little exercise, raised blood pressure reported, high stress at work; asked for coaching.",
} as const

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

/** `rich` members (the first 15 of Acme) get months of history; the others a little of each. */
const recordsOf = (
  employee: Employee,
  rich: boolean,
  random: Random,
  noteIds: () => number,
): MemberRecordSet => {
  const pick = pickOf(random)
  const userId = employee.personId as UserId
  const count = (many: number, few: number) => (rich ? many : Math.floor(random() * (few + 1)))
  const firstText = Math.floor(random() * noteTexts.length)
  const notes = Array.from({ length: count(4, 2) }, (_, index) => {
    const days = 3 + index * 17 + Math.floor(random() * 9)
    return {
      userNoteId: noteIds() as UserNoteId,
      userId,
      text: noteTexts[(firstText + index) % noteTexts.length] as string,
      author: pick(authors),
      createdAt: instantAgo(days, 9 + Math.floor(random() * 8)),
      updatedAt: random() > 0.8 ? instantAgo(days - 1, 11) : null,
    }
  })
  const activities = Array.from({ length: count(48, 8) }, (_, index) => {
    const [type, unit, low, high, source] = pick(activityTypes)
    const decimals = unit === "hours" || unit === "km" ? 1 : 0
    return {
      activityId: employee.personId * 100 + index,
      date: daysAgo(index * 2 + Math.floor(random() * 2)),
      type,
      value: round(low + random() * (high - low), decimals),
      unit,
      source,
    }
  })
  const results = Array.from({ length: count(12, 3) }, (_, index) => {
    const [measure, unit, low, high, healthyLow, healthyHigh] = measures[
      index % measures.length
    ] as (typeof measures)[number]
    const value = round(low + random() * (high - low), unit === "%" ? 1 : 0)
    return {
      resultId: employee.personId * 100 + index,
      measure,
      value,
      unit,
      date: daysAgo(index < measures.length ? 30 : 395),
      inRange: healthyHigh === 0 ? null : value >= healthyLow && value <= healthyHigh,
    }
  })
  const supportTeam = Array.from({ length: count(3, 1) }, (_, index) => {
    const [name, role] = team[(employee.personId + index) % team.length] as (typeof team)[number]
    return {
      supportMemberId: index + 1 + ((employee.personId + index) % team.length) * 10,
      name,
      role,
      emailAddress: `${name
        .replace(/^Dr\. /, "")
        .toLowerCase()
        .replace(/[^a-z]+/g, ".")}@wellkit-care.test`,
      phone: `+1 555 01${String(10 + ((employee.personId + index) % team.length)).padStart(2, "0")}`,
    }
  })
  const hra = Array.from({ length: count(3, 1) }, (_, index) => {
    const score = 40 + Math.floor(random() * 55)
    const riskLevel = score >= 75 ? "Low" : score >= 55 ? "Moderate" : "High"
    return {
      hraId: employee.personId * 10 + index,
      completedDate: daysAgo(40 + index * 365),
      score,
      riskLevel,
      summary: summaries[riskLevel],
    } as const
  })
  const attestations = statements.slice(0, count(4, 2)).map((statement, index) => ({
    attestationId: employee.personId * 10 + index,
    statement,
    attestedAt: instantAgo(20 + index * 45, 14),
  }))
  const documents = documentKinds.slice(0, count(4, 1)).map(([type, name], index) => ({
    documentId: employee.personId * 10 + index,
    name,
    type,
    date: daysAgo(12 + index * 60),
    sizeBytes: 40_000 + Math.floor(random() * 900_000),
  }))
  return { notes, activities, results, supportTeam, hra, attestations, documents }
}

/** Every member's record, deterministic: the first 15 members of Acme (1000) with rich histories. */
export const seedMemberRecords = (employees: ReadonlyArray<Employee>): Record<number, MemberRecordSet> => {
  const random = mulberry32(20261126)
  let noteId = 500
  const rich = new Set(
    employees
      .filter((employee) => employee.entityId === 1000)
      .slice(0, 15)
      .map((employee) => employee.personId),
  )
  return Object.fromEntries(
    employees.map((employee) => [
      employee.personId,
      recordsOf(employee, rich.has(employee.personId), random, () => noteId++),
    ]),
  )
}

/** The staff login starts with three Acme members starred, so "My favorites" is not empty on first sight. */
export const seedFavorites = (employees: ReadonlyArray<Employee>): Array<StoredFavorite> =>
  employees
    .filter((employee) => employee.entityId === 1000)
    .slice(1, 4)
    .map((employee, index) => ({
      entityAssociationId: 900 + index,
      ownerUserId: 1,
      userId: employee.personId,
    }))
