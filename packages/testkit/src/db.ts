import { randomUUID } from "node:crypto"
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { seed } from "./seed.js"
import { seedPackageGroups, seedRewardGroupTemplates } from "./seed-challenges.js"
import { seedCollections } from "./seed-collections.js"
import { seedCards, seedIdentifiers, seedRewardGroups } from "./seed-funding.js"
import { seedLicenses } from "./seed-licenses.js"
import { seedMemberPrograms } from "./seed-member-programs.js"
import { seedMemberRecords } from "./seed-member-records.js"
import { seedMemberRewards } from "./seed-member-rewards.js"
import { seedRewardApprovals } from "./seed-reward-approvals.js"
import type { DbState } from "./state.js"

/** A state file written by an older sandbox lacks the newer collections; start them empty. */
const withDefaults = (state: DbState): DbState => ({
  ...state,
  outbox: state.outbox ?? [],
  registrationTokens: state.registrationTokens ?? {},
  resetTokens: state.resetTokens ?? {},
  batches: state.batches ?? [],
  rewardFiles: state.rewardFiles ?? [],
  // Syncs kept by a sandbox from before details had neither items nor a sync type.
  syncHistory: (state.syncHistory ?? []).map((sync) => ({
    ...sync,
    syncTypeId: sync.syncTypeId ?? "full",
    items: sync.items ?? [],
  })),
  contactMessages: state.contactMessages ?? [],
  licenses: state.licenses ?? seedLicenses(),
  identifiers: state.identifiers ?? seedIdentifiers(),
  rewardGroups: state.rewardGroups ?? seedRewardGroups(),
  cards: state.cards ?? seedCards(),
  // A state file from before packages held the challenges has groups without packages: seed them afresh.
  packageGroups: state.packageGroups?.every((group) => Array.isArray(group.packages))
    ? state.packageGroups
    : seedPackageGroups(),
  rewardGroupTemplates: state.rewardGroupTemplates ?? seedRewardGroupTemplates(),
  subscriptions: state.subscriptions ?? [],
  collections: { ...seedCollections(), ...state.collections },
  entityCreatedAt: state.entityCreatedAt ?? {},
  rewardApprovals: state.rewardApprovals ?? seedRewardApprovals(),
  memberRewards: state.memberRewards ?? seedMemberRewards(state.employees),
  ...(state.memberPrograms && state.challengeEntries && state.challengeTeams
    ? {}
    : seedMemberPrograms(state.employees, state.programs, state.packageGroups)),
  memberRecords: state.memberRecords ?? seedMemberRecords(state.employees),
  favorites: state.favorites ?? [],
})

/**
 * The sandbox's state. Handlers mutate it in place; a server started with
 * `--data FILE` writes it after every change so a restart keeps it.
 */
export class Db {
  constructor(
    public state: DbState,
    private readonly file?: string,
  ) {}

  static seeded(): Db {
    return new Db(seed())
  }

  /** Reads FILE when it exists and holds a sandbox state, else starts from the seed. */
  static fromFile(file: string): Db {
    try {
      const parsed = JSON.parse(readFileSync(file, "utf8")) as DbState
      if (Array.isArray(parsed.messages) && Array.isArray(parsed.users))
        return new Db(withDefaults(parsed), file)
      console.warn(`sandbox: ${file} is not a sandbox state; starting from the seed`)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
        console.warn(`sandbox: could not read ${file} (${(error as Error).message}); starting from the seed`)
      }
    }
    const db = new Db(seed(), file)
    db.persist()
    return db
  }

  /** Atomic: a crash mid-write leaves the previous file intact. */
  persist(): void {
    if (!this.file) return
    mkdirSync(dirname(this.file), { recursive: true })
    const temporary = `${this.file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(this.state, null, 2))
    renameSync(temporary, this.file)
  }

  /** Back to the seed, but for the sessions of `keepSessions`' tokens (e2e tests sign in once a file). */
  reset({
    keepSessions = [],
  }: {
    readonly keepSessions?: ReadonlyArray<string>
  } = {}): ReadonlyArray<string> {
    const kept = keepSessions.flatMap((token) => {
      const userId = this.state.sessions[token]
      return userId === undefined ? [] : [[token, userId] as const]
    })
    this.state = seed()
    for (const [token, userId] of kept) this.state.sessions[token] = userId
    this.persist()
    return kept.map(([token]) => token)
  }

  openSession(userId: number): string {
    const token = randomUUID()
    this.state.sessions[token] = userId
    return token
  }

  /** Records an e-mail the sandbox would send. */
  mail(to: string, subject: string, link: string): void {
    this.state.outbox.push({ to, subject, link, sentAt: new Date().toISOString() })
  }

  userByToken(token: string | null) {
    if (!token) return undefined
    const userId = this.state.sessions[token]
    return this.state.users.find((user) => user.userId === userId)
  }
}

/**
 * Adds `count` made-up employees to an organization, e.g. 10,000 to see how
 * lists and reports behave at size. Answers how many were added.
 */
export const addEmployees = (db: Db, entityId: number, count: number): number => {
  if (!Number.isInteger(count) || count < 1 || count > 100_000)
    throw new Error("count is a whole number from 1 to 100,000")
  if (!db.state.entities.some((entity) => entity.id === entityId))
    throw new Error(`There is no organization ${entityId}`)
  const first = db.state.employees.reduce((max, e) => Math.max(max, e.personId), 10_000) + 1
  for (let index = 0; index < count; index += 1) {
    const personId = first + index
    db.state.employees.push({
      personId,
      entityId,
      firstName: ["Ada", "Grace", "Alan", "Linus", "Radia", "Hedy", "Tim", "Mary"][personId % 8] ?? "Sam",
      lastName: `Bulk${personId}`,
      emailAddress: `bulk.${personId}@acme.test`,
      employeeId: String(personId).padStart(8, "0"),
      dob: `19${60 + (personId % 40)}-0${1 + (personId % 9)}-1${personId % 10}`,
      registered: personId % 3 !== 0,
    })
  }
  db.persist()
  return count
}
