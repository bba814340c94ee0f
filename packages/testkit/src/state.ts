import type {
  Address,
  Attestation,
  BatchDetail,
  Consent,
  ContactUs,
  CreditCard,
  Entity,
  EventAction,
  HraAssessment,
  License,
  MemberActivity,
  MemberDocument,
  MemberResult,
  Message,
  OrgIdentifiers,
  OwnerTypeEvent,
  RewardFileReceipt,
  RewardGroup,
  Subscription,
  SupportTeamMember,
  SyncDetails,
  UserNote,
} from "@wellkit/core"
import type {
  ChallengeActivity,
  ChallengeTeam,
  FocusReport,
  MemberProgram,
  ProgramActivity,
} from "@wellkit/core/member-programs"
import type {
  MemberReward,
  Redemption,
  RewardTransaction,
  UserPackageGroupId,
} from "@wellkit/core/member-rewards"

import type { DemographicsInput, MemberStatus } from "@wellkit/core/members"
import type { StaffPackageGroup } from "@wellkit/core/package-groups"
import type { ClinicalNotification, Program, Tag, TagCategory } from "@wellkit/core/programs"
import type { RewardApproval } from "@wellkit/core/reward-approvals"
import type { StoredCollection } from "./kit/stored.js"

/*
 * The shape of the sandbox's state, apart from the seeds that fill it and the
 * handlers that change it: both name these records, so neither reaches into the other.
 */

export interface SandboxUser {
  readonly userId: number
  readonly userGuid: string
  readonly emailAddress: string
  readonly firstName: string
  readonly lastName: string
  readonly password: string
  readonly adminType: number
  readonly entityId: number
  readonly functions: ReadonlyArray<string>
  pendingConsentIds: Array<number>
  /** Status text of a 481 answer when set. */
  readonly lockedText?: string
  /** False until the invitation's link has been used to set a password. */
  registered?: boolean
  /** False until the e-mail address has been verified; unset means as registered. */
  isVerified?: boolean
}

/** An e-mail the sandbox would have sent; links are paths on the portal. */
export interface OutboxMail {
  readonly to: string
  readonly subject: string
  readonly link: string
  readonly sentAt: string
}

export interface Employee {
  readonly personId: number
  readonly entityId: number
  readonly firstName: string
  readonly lastName: string
  readonly emailAddress: string
  /** Text, so leading zeros survive. */
  readonly employeeId: string
  readonly dob: string
  readonly registered: boolean
  /** Members (/noap/member) are these people; unset means active once registered, else pending. */
  readonly memberStatus?: MemberStatus
  /** A test account, kept out of reports. */
  readonly isTest?: boolean
  /** The member's HR record; unset means nothing given. */
  readonly demographics?: DemographicsInput
}

export type SandboxBatch = { -readonly [K in keyof BatchDetail]: BatchDetail[K] }
export type SandboxRewardFile = RewardFileReceipt & { readonly uploadedBy: string }
export type SandboxCard = CreditCard & { readonly entityId: number; readonly declines: boolean }
export type ContactMessage = ContactUs & { readonly from: string; readonly receivedAt: string }

/** A member's enrolment in a package group and its ledger: what the rewards tabs show. */
export interface MemberLedger {
  readonly userPackageGroupId: UserPackageGroupId
  readonly packageGroupId: number
  readonly packageGroupName: string
  readonly packages: ReadonlyArray<string>
  readonly rewardGroupId: number
  readonly name: string
  readonly symbol: string
  readonly available: number
  readonly startDate: string
  readonly endDate: string
  rewards: Array<MemberReward>
  transactions: Array<RewardTransaction>
}
export interface MemberRewardsOfOne {
  ledgers: Array<MemberLedger>
  redemptions: Array<Redemption>
}
/** A member's enrolment in a program, with what the program recorded for them. */
export type SandboxMemberProgram = MemberProgram & {
  readonly userId: number
  readonly activities: Array<ProgramActivity>
  readonly focus: Omit<FocusReport, "userProgramId">
}
/** A member's place in a challenge: the leaderboard is every entry of the challenge, by points. */
export interface SandboxChallengeEntry {
  readonly userId: number
  readonly challengeId: number
  teamId: number | null
  readonly points: number
  readonly activities: Array<ChallengeActivity>
}

/** One member's notes and the read-only parts of their record. */
export interface MemberRecordSet {
  notes: Array<UserNote>
  activities: Array<MemberActivity>
  results: Array<MemberResult>
  supportTeam: Array<SupportTeamMember>
  hra: Array<HraAssessment>
  attestations: Array<Attestation>
  documents: Array<MemberDocument>
}

/** A star: which staff member (ownerUserId) starred which member (userId). */
export interface StoredFavorite {
  readonly entityAssociationId: number
  readonly ownerUserId: number
  readonly userId: number
}

export interface DbState {
  entities: Array<Entity>
  users: Array<SandboxUser>
  employees: Array<Employee>
  consents: Array<Consent>
  consentAnswers: Array<{ consentId: number; userId: number; accepted: boolean }>
  sessions: Record<string, number>
  messages: Array<Message>
  ownerTypeEvents: Array<OwnerTypeEvent>
  eventActions: Array<EventAction>
  nextMessageHeaderId: number
  outbox: Array<OutboxMail>
  registrationTokens: Record<string, number>
  resetTokens: Record<string, { userId: number; expiresAt: number }>
  batches: Array<SandboxBatch>
  rewardFiles: Array<SandboxRewardFile>
  syncHistory: Array<SyncDetails>
  contactMessages: Array<ContactMessage>
  licenses: Array<License>
  identifiers: Array<OrgIdentifiers>
  rewardGroups: Array<RewardGroup>
  cards: Array<SandboxCard>
  /** The one store of package groups (packages of challenges and reward groups); the portal's challenges are a view of it. */
  packageGroups: Array<StaffPackageGroup>
  rewardGroupTemplates: StoredCollection
  subscriptions: Array<{ invoiceId: string; subscription: Subscription; address: Address }>
  programs: Array<Program>
  tags: Array<Tag>
  tagCategories: Array<TagCategory>
  clinicalNotifications: Array<ClinicalNotification & { entityId: number }>
  rewardApprovals: Array<RewardApproval>
  /** The declared resources' records, by resource name (the kit's collections). */
  collections: Record<string, StoredCollection>
  /** When each organization created in the sandbox was created (ISO); seeded ones are old. ADM-10 reads it. */
  entityCreatedAt: Record<number, string>
  /** Each member's reward ledgers and redemptions, by userId (the employee's personId). */
  memberRewards: Record<number, MemberRewardsOfOne>
  /** Members' programs and challenge places, keyed by userId (the employee's personId). */
  memberPrograms: Array<SandboxMemberProgram>
  challengeEntries: Array<SandboxChallengeEntry>
  challengeTeams: Array<{ readonly challengeId: number; readonly teams: ReadonlyArray<ChallengeTeam> }>
  /** A member's notes and the read-only parts of their record, by userId (the employee's personId). */
  memberRecords: Record<number, MemberRecordSet>
  /** Each staff member's starred members (ADM-14), by the staff member's userId. */
  favorites: Array<StoredFavorite>
}
