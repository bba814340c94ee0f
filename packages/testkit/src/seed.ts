import { seedPackageGroups, seedRewardGroupTemplates } from "./seed-challenges.js"
import { seedCollections } from "./seed-collections.js"
import { seedSyncHistory } from "./seed-content.js"
import { seedCards, seedIdentifiers, seedRewardGroups } from "./seed-funding.js"
import { seedLicenses } from "./seed-licenses.js"
import { seedMemberProfiles } from "./seed-member-profile.js"
import { seedMemberPrograms } from "./seed-member-programs.js"
import { seedFavorites, seedMemberRecords } from "./seed-member-records.js"
import { seedMemberRewards } from "./seed-member-rewards.js"
import { seedEventActions, seedMessages, seedOwnerTypeEvents } from "./seed-messages.js"
import { seedEntities } from "./seed-organizations.js"
import { seedConsents, seedEmployees, seedInvitation, seedUsers } from "./seed-people.js"
import { seedClinicalNotifications, seedPrograms, seedTagCategories, seedTags } from "./seed-programs.js"
import { seedRewardApprovals } from "./seed-reward-approvals.js"
import { seedBatches } from "./seed-uploads.js"
import type { DbState } from "./state.js"

/** A fresh demo organization; each call builds new objects, so a reset never shares rows with the state it replaces. */
export const seed = (): DbState => {
  const employees = seedMemberProfiles(seedEmployees())
  return {
    entities: seedEntities(),
    users: seedUsers(),
    employees,
    consents: seedConsents(),
    consentAnswers: [],
    sessions: {},
    messages: seedMessages(),
    ownerTypeEvents: seedOwnerTypeEvents(),
    eventActions: seedEventActions(),
    nextMessageHeaderId: 100,
    ...seedInvitation(),
    resetTokens: {},
    batches: seedBatches(employees),
    rewardFiles: [],
    syncHistory: seedSyncHistory(),
    contactMessages: [],
    licenses: seedLicenses(),
    identifiers: seedIdentifiers(),
    rewardGroups: seedRewardGroups(),
    cards: seedCards(),
    packageGroups: seedPackageGroups(),
    rewardGroupTemplates: seedRewardGroupTemplates(),
    subscriptions: [],
    programs: seedPrograms(),
    tags: seedTags(),
    tagCategories: seedTagCategories(),
    clinicalNotifications: seedClinicalNotifications(),
    rewardApprovals: seedRewardApprovals(),
    collections: seedCollections(),
    entityCreatedAt: {},
    memberRewards: seedMemberRewards(employees),
    ...seedMemberPrograms(employees, seedPrograms(), seedPackageGroups()),
    memberRecords: seedMemberRecords(employees),
    favorites: seedFavorites(employees),
  }
}
