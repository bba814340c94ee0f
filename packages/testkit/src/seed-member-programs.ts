import type { ChallengeTeam, MemberProgram, ProgramActivity } from "@wellkit/core/member-programs"
import type { StaffPackageGroup } from "@wellkit/core/package-groups"
import type { Program } from "@wellkit/core/programs"
import { mulberry32 } from "./seed-people.js"
import type { DbState, Employee, SandboxChallengeEntry, SandboxMemberProgram } from "./state.js"

/** The sandbox's today: histories end before it, so "running" and "ended" read true in the demo. */
const TODAY = "2026-11-26"

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
const earlier = (a: string, b: string) => (a < b ? a : b)

const activityNames: Record<string, ReadonlyArray<string>> = {
  Sleep: ["Sleep diary", "Wind-down routine", "No screens after 10 pm", "Sleep coach call"],
  Nutrition: ["Five a day", "Cook at home", "Water with every meal", "Meal plan review"],
  Smoking: ["Quit date set", "Craving log", "Coach check-in", "Smoke-free week"],
  Movement: ["Brisk walk", "Stairs not lift", "Stretch break", "Weekend hike"],
  Stress: ["Breathing exercise", "Gratitude note", "Mindful minute", "Walk outside"],
  "Heart health": ["Blood pressure check", "Cholesterol test", "Cardio session", "Numbers review"],
}
const advice: Record<string, ReadonlyArray<readonly [string, string]>> = {
  Sleep: [
    ["Keep a regular bedtime", "Going to bed within the same half hour most nights steadies sleep."],
    ["Cut late caffeine", "No coffee or tea after 2 pm for the next two weeks."],
  ],
  Nutrition: [
    ["Add one vegetable a day", "Swap one snack a day for fruit or vegetables."],
    ["Plan the week's lunches", "Planning on Sunday made the best weeks in this program."],
  ],
  Smoking: [
    ["Book the next coach call", "Members who keep weekly calls stay smoke-free longer."],
    ["Name the triggers", "The craving log shows most cravings after meals."],
  ],
  Movement: [
    ["Walk after lunch", "Ten minutes after lunch would close most of the gap to the goal."],
    ["Try a weekend walk", "Weekends are the days with fewest steps."],
  ],
  Stress: [
    ["Two breathing breaks a day", "Short, regular breaks helped more than long ones."],
    ["Protect the evening", "Messages after 8 pm came before the worst-rated days."],
  ],
  "Heart health": [
    ["Recheck blood pressure", "The last reading was high; book a check within a month."],
    ["Walk three times a week", "Thirty minutes three times a week lowers resting pressure."],
  ],
}
const focusOf = (program: Program) => program.tags.find((tag) => tag in activityNames) ?? "Movement"

const activitiesFor = (
  random: () => number,
  program: Program,
  from: string,
  to: string | null,
  count: number,
): Array<ProgramActivity> => {
  const names = activityNames[focusOf(program)] ?? []
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(from, index * 7 + Math.floor(random() * 5))
    const outcome = date > (to ?? TODAY) ? "Planned" : random() < 0.8 ? "Done" : "Missed"
    return {
      activityId: 0,
      name: names[index % names.length] ?? "Check-in",
      date,
      outcome,
      points: outcome === "Done" ? 10 * (1 + Math.floor(random() * 5)) : 0,
    } as ProgramActivity
  })
}

type Stage = MemberProgram["status"]

const enrolment = (random: () => number, program: Program, status: Stage, userId: number) => {
  const invitedDate = addDays(program.startDate, -14 + Math.floor(random() * 10))
  const startedDate = status === "Invited" ? null : addDays(program.startDate, Math.floor(random() * 20))
  const endedDate =
    status === "Completed" || status === "Withdrawn"
      ? earlier(addDays(startedDate ?? program.startDate, 40 + Math.floor(random() * 80)), addDays(TODAY, -3))
      : null
  const activities = startedDate
    ? activitiesFor(random, program, startedDate, endedDate, 4 + Math.floor(random() * 7))
    : []
  const done = activities.filter((activity) => activity.outcome === "Done").length
  const focus = focusOf(program)
  return {
    userProgramId: 0,
    userId,
    programId: program.programId,
    name: program.name,
    status,
    invitedDate,
    enrolledDate: startedDate ? addDays(invitedDate, 2) : null,
    startedDate,
    endedDate,
    progress:
      status === "Completed"
        ? 100
        : activities.length
          ? Math.round((100 * done) / (activities.length + 2))
          : 0,
    activities,
    focus: {
      focus,
      generatedDate: endedDate ?? addDays(TODAY, -2),
      recommendations: (advice[focus] ?? []).map(([title, detail], index) => ({
        title,
        detail,
        priority: index === 0 ? "High" : "Medium",
      })),
    },
  } as unknown as SandboxMemberProgram
}

/** Rich: in two, invited to one, one completed and one left. Light: one program, sometimes a finished one. */
const RICH: ReadonlyArray<Stage> = ["Active", "Active", "Invited", "Completed", "Withdrawn"]
const LIGHT: ReadonlyArray<Stage> = ["Active", "Completed"]

const teamNames: Record<number, ReadonlyArray<string>> = {
  4001: ["Hydro Homies", "Water Warriors"],
  4002: ["Trailblazers", "Desk Escapers", "Stair Masters"],
  4003: ["Night Owls", "Early Birds"],
  4011: ["West Walkers", "Harbour Runners"],
}

/** The first members of each organization are in its active groups' challenges; Step it up has a full leaderboard. */
const seats: Record<number, number> = { 4001: 22, 4002: 30, 4003: 10, 4011: 12 }

export const seedMemberPrograms = (
  employees: ReadonlyArray<Employee>,
  programs: ReadonlyArray<Program>,
  packageGroups: ReadonlyArray<StaffPackageGroup>,
): Pick<DbState, "memberPrograms" | "challengeEntries" | "challengeTeams"> => {
  const random = mulberry32(20261126)
  const byOrganization = new Map<number, Array<Employee>>()
  for (const employee of employees) {
    byOrganization.set(employee.entityId, [...(byOrganization.get(employee.entityId) ?? []), employee])
  }
  let userProgramId = 0
  let activityId = 0
  const memberPrograms: Array<SandboxMemberProgram> = []
  for (const [entityId, people] of byOrganization) {
    const offered = programs.filter((program) => program.entityId === entityId && program.status !== "Draft")
    people.forEach((person, index) => {
      const stages = index < 15 ? RICH : index % 3 === 0 ? LIGHT.slice(0, 1 + (index % 2)) : []
      stages.forEach((status, n) => {
        // An invitation is only ever to a program that is running.
        const pool = status === "Invited" ? offered.filter((program) => program.status === "Active") : offered
        const program = pool[(index + n * 2) % pool.length]
        if (!program) return
        const made = enrolment(random, program, status, person.personId)
        memberPrograms.push({
          ...made,
          userProgramId: ++userProgramId,
          activities: made.activities.map((activity) => ({ ...activity, activityId: ++activityId })),
        } as SandboxMemberProgram)
      })
    })
  }

  let teamId = 0
  const challengeTeams = Object.entries(teamNames).map(([challengeId, names]) => ({
    challengeId: Number(challengeId),
    teams: names.map((name) => ({ teamId: ++teamId, name }) as unknown as ChallengeTeam),
  }))
  const challengeEntries: Array<SandboxChallengeEntry> = []
  const challenges = packageGroups
    .filter((group) => group.isActive)
    .flatMap((group) =>
      group.packages.flatMap((pkg) => pkg.challenges.map((c) => ({ ...c, owner: group.ownerEntityId }))),
    )
  for (const challenge of challenges) {
    const teams = challengeTeams.find((entry) => entry.challengeId === challenge.challengeId)?.teams ?? []
    const people = (byOrganization.get(challenge.owner) ?? []).slice(0, seats[challenge.challengeId] ?? 8)
    const days =
      challenge.startDate > TODAY
        ? 0
        : Math.min(
            28,
            Math.max(
              1,
              Math.round(
                (Date.parse(earlier(challenge.endDate, TODAY)) - Date.parse(challenge.startDate)) /
                  86_400_000,
              ),
            ),
          )
    people.forEach((person, index) => {
      const logged = Array.from({ length: Math.min(days, 3 + Math.floor(random() * 6)) }, (_, n) => ({
        activityId: ++activityId,
        date: addDays(challenge.startDate, Math.floor((n * days) / 8)),
        description: ["Logged steps", "Logged a workout", "Daily goal met", "Logged water"][n % 4] as string,
        points: 20 + Math.floor(random() * 90),
      }))
      challengeEntries.push({
        userId: person.personId,
        challengeId: challenge.challengeId,
        teamId: teams.length ? (teams[index % teams.length]?.teamId ?? null) : null,
        points: logged.reduce((sum, activity) => sum + activity.points, 0),
        activities: logged,
      })
    })
  }
  return { memberPrograms, challengeEntries, challengeTeams }
}
