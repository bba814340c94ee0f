import { Effect, ManagedRuntime, Stream } from "effect"
import type { AdministratorInput } from "./api/Administrators.js"
import type { BatchRowInput, BatchUserUpdate } from "./api/Batches.js"
import type { PackageGroup, PackageGroupId } from "./api/Challenges.js"
import type { SyncHistoryPage, SyncRequest } from "./api/Content.js"
import type { BatchId, BatchRowId, EntityId, MessageHeaderId, OwnerTypeId, UserId } from "./api/ids.js"
import type { LicenseId } from "./api/Licenses.js"
import type { MessageInput } from "./api/Messages.js"
import type { PackageGroupInput } from "./api/PackageGroups.js"
import type { Invoice, SubscriptionRequest } from "./api/Purchase.js"
import type { ReportRange } from "./api/Reports.js"
import type { RewardFileUpload } from "./api/RewardFiles.js"
import type { CardRegistration, FundsRequest, RewardGroup } from "./api/Rewards.js"
import type { Consent, ConsentAnswer, Credentials, SetPassword, TokenLink } from "./api/Session.js"
import type { ContactUs } from "./api/Support.js"
import type { AdminFields, EmployeeFields, PersonId } from "./api/Users.js"
import * as Administrators from "./areas/administrators/Administrators.js"
import * as Challenges from "./areas/challenges/Challenges.js"
import * as Content from "./areas/content/Content.js"
import * as Dashboard from "./areas/dashboard/Dashboard.js"
import * as Entities from "./areas/entities/Entities.js"
import * as Funding from "./areas/funding/Funding.js"
import * as Licenses from "./areas/licenses/Licenses.js"
import * as Messages from "./areas/messages/Messages.js"
import * as Organisations from "./areas/organisations/Organisations.js"
import type { OrganisationInput } from "./areas/organisations/rules.js"
import * as PackageGroups from "./areas/package-groups/PackageGroups.js"
import * as Purchase from "./areas/purchase/Purchase.js"
import * as Reports from "./areas/reports/Reports.js"
import * as RewardFiles from "./areas/rewards/RewardFiles.js"
import * as Support from "./areas/support/Support.js"
import * as Batches from "./areas/users/Batches.js"
import * as Users from "./areas/users/Users.js"
import { appError } from "./errors/AppError.js"
import { ClientConfig } from "./http/ClientConfig.js"
import { areaEntries } from "./areas/registry.js"
import { runWith, type WellkitOptions, type WellkitRuntime, wellkitLayer } from "./layer.js"
import type { LogoutReason } from "./ports/TabChannel.js"
import * as Links from "./session/links.js"
import * as Session from "./session/Session.js"
import * as Tabs from "./session/tabs.js"

/** The Promise SDK returns data, not portal redirects: a write's search context is none. */
const everyone = { filters: {}, page: 1 } as const

/**
 * The SDK with plain Promises. Every method rejects with an `AppError`.
 *
 * @example
 * const wellkit = createClient({ apiHost: "https://api.example.com", apiKey: "key" })
 * await wellkit.session.login({ username: "ada@example.com", password: "secret" })
 * const messages = await wellkit.messages.list(entityId)
 */
export const createClient = (options: WellkitOptions) => {
  const runtime: WellkitRuntime = ManagedRuntime.make(wellkitLayer(options))
  const run = runWith(runtime)
  // One charge at a time per license: a double click must never pay twice.
  const invoices = new Map<LicenseId, Promise<Invoice>>()
  return {
    runtime,
    /**
     * Runs one of the SDK's Effect programs with this client's session and caches; rejects with its AppError.
     * @example const messages = await wellkit.run(Messages.list(entityId))
     */
    run,
    inFlight: runtime.runSync(Effect.map(ClientConfig, (config) => config.inFlight)),
    session: {
      /**
       * Signs in (SES-1); the session is kept in the `sessionStore`. Resolves with the account and its pending consents.
       * @example const { account, consents } = await wellkit.session.login({ username: "ada@example.com", password: "secret" })
       */
      login: (credentials: Credentials) => run(Session.login(credentials)),
      /**
       * Signs out: the API forgets the token; the session and the cached lists are cleared.
       * @example await wellkit.session.logout()
       */
      logout: () => run(Session.logout),
      /**
       * IDLE-5: signs out because the user was idle; other tabs are told why, so they explain it too.
       * @example await wellkit.session.idleLogout()
       */
      idleLogout: () => run(Session.idleLogout),
      /**
       * The signed-in user's consents.
       * @example const consents = await wellkit.session.consents()
       */
      consents: () => run(Session.consents),
      /**
       * Saves one answer to a consent.
       * @example await wellkit.session.saveConsent({ consentId: consent.consentId, userId: account.userId, accepted: true })
       */
      saveConsent: (answer: ConsentAnswer) => run(Session.saveConsent(answer)),
      /**
       * Accepts or declines a consent for the signed-in user and updates the stored session.
       * @example await wellkit.session.answerConsent(consents[0], true)
       */
      answerConsent: (consent: Consent, accepted: boolean) => run(Session.answerConsent(consent, accepted)),
      /**
       * Checks an invitation link's token before the registration form is shown.
       * @example await wellkit.session.validateRegistrationLink({ token, userId })
       */
      validateRegistrationLink: (link: TokenLink) => run(Links.validateRegistrationLink(link)),
      /**
       * Sets the invited user's first password.
       * @example await wellkit.session.completeRegistration({ token, userId, password: "n3w-password" })
       */
      completeRegistration: (payload: SetPassword) => run(Links.completeRegistration(payload)),
      /**
       * Sends the invitation e-mail again.
       * @example await wellkit.session.resendRegistrationEmail(userId)
       */
      resendRegistrationEmail: (userId: UserId) => run(Links.resendRegistrationEmail(userId)),
      /**
       * Sends a password-reset link to the address.
       * @example await wellkit.session.forgotPassword("ada@example.com")
       */
      forgotPassword: (email: string) => run(Links.forgotPassword(email)),
      /**
       * Checks a password-reset link's token before the new-password form is shown.
       * @example await wellkit.session.validateResetLink({ token, userId })
       */
      validateResetLink: (link: TokenLink) => run(Links.validateResetLink(link)),
      /**
       * Sets a new password from a reset link.
       * @example await wellkit.session.resetPassword({ token, userId, password: "n3w-password" })
       */
      resetPassword: (payload: SetPassword) => run(Links.resetPassword(payload)),
      /**
       * Sends the address a verification e-mail.
       * @example await wellkit.session.sendVerification("ada@example.com")
       */
      sendVerification: (emailAddress: string) => run(Links.sendVerification(emailAddress)),
      /**
       * Whether the API still accepts the stored session's token.
       * @example if (!(await wellkit.session.checkAuthState())) await wellkit.session.logout()
       */
      checkAuthState: () => run(Links.checkAuthState),
      /**
       * SES-8: waits up to 1 s for another tab's session.
       * @example if (!sessionStore.get()) await wellkit.session.askOtherTabs()
       */
      askOtherTabs: () => run(Tabs.askOtherTabs),
      /**
       * SES-8, SES-9: answers other tabs and follows their logouts, with the reason ("user" or "idle"); returns the stop function.
       * @example const stop = await wellkit.session.serveOtherTabs((reason) => location.assign(reason === "idle" ? "/auth/login?idle=1" : "/auth/login"))
       */
      serveOtherTabs: (onLogout: (reason: LogoutReason) => void) => run(Tabs.serveOtherTabs(onLogout)),
      /**
       * The organisation's system parameters (the inactivity timeout among them).
       * @example const parameters = await wellkit.session.systemParameters(entityId)
       */
      systemParameters: (entityId: EntityId) => run(Session.systemParameters(entityId)),
      /**
       * The signed-in user's function codes, which decide the screens they may open.
       * @example const functions = await wellkit.session.userFunctions()
       */
      userFunctions: () => run(Session.userFunctions),
    },
    entities: {
      /**
       * The organisations the signed-in user may work in, fetched once per session.
       * @example const organisations = await wellkit.entities.list()
       */
      list: () => run(Entities.list),
      /**
       * The organisations, fetched again.
       * @example const organisations = await wellkit.entities.reload()
       */
      reload: () => run(Entities.reload),
    },
    administrators: {
      /**
       * One page of administrators matching the filters (name, emailAddress, organizationId, adminType).
       * @example const { users, totalRecordCount } = await wellkit.administrators.search({ filters: { name: "ada" }, page: 1 })
       */
      search: (query: Administrators.AdministratorQuery) => run(Administrators.search(query)),
      /**
       * One administrator.
       * @example const admin = await wellkit.administrators.get(userId)
       */
      get: (userId: UserId) => run(Administrators.get(userId)),
      /**
       * Creates the administrator, or updates it when `userId` is above 0 (ADM-1); a 400 rejects with the server's sentence as the message (ADM-13).
       * @example const admin = await wellkit.administrators.save({ firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@acme.test", adminType: 8, entityId })
       */
      save: (input: AdministratorInput) =>
        run(Effect.map(Administrators.save(input, everyone), (outcome) => outcome.result)),
      /**
       * Deletes the administrator.
       * @example await wellkit.administrators.remove(userId)
       */
      remove: (userId: UserId) => run(Effect.asVoid(Administrators.remove(userId, everyone))),
      /**
       * Sends the administrator a password-reset e-mail.
       * @example await wellkit.administrators.reset("ada@acme.test")
       */
      reset: (emailAddress: string) => run(Effect.asVoid(Administrators.reset(emailAddress))),
    },
    packageGroups: {
      /**
       * The organisation's package groups (summaries), from the cache when it has them (POR-19).
       * @example const groups = await wellkit.packageGroups.list(entityId)
       */
      list: (entityId: EntityId) => run(PackageGroups.list(entityId)),
      /**
       * One package group with its packages, challenges and reward groups.
       * @example const group = await wellkit.packageGroups.get(entityId, packageGroupId)
       */
      get: (entityId: EntityId, id: PackageGroupId) => run(PackageGroups.get(entityId, id)),
      /**
       * Creates the package group, or updates it when its `packageGroupId` is above 0 (ADM-1); a refused save rejects with the server's text (ADM-9).
       * @example const saved = await wellkit.packageGroups.save({ ...group, name: "2027 challenges" })
       */
      save: (input: PackageGroupInput) =>
        run(Effect.map(PackageGroups.save(input), (outcome) => outcome.result)),
      /**
       * Deletes the package group.
       * @example await wellkit.packageGroups.remove(entityId, packageGroupId)
       */
      remove: (entityId: EntityId, id: PackageGroupId) =>
        run(Effect.asVoid(PackageGroups.remove(entityId, id))),
      /**
       * Copies the package group, with its packages and their contents, into another organisation.
       * @example const copy = await wellkit.packageGroups.copy(entityId, packageGroupId, otherEntityId)
       */
      copy: (entityId: EntityId, id: PackageGroupId, target: EntityId) =>
        run(Effect.map(PackageGroups.copy(entityId, id, target), (outcome) => outcome.result)),
    },
    organisations: {
      /**
       * The organisation's extended attributes.
       * @example const attributes = await wellkit.organisations.attributes(entityId)
       */
      attributes: (entityId: EntityId) => run(Organisations.extendedAttributes(entityId)),
      /**
       * The organisation's extended properties, optionally only its own or only those from value lists.
       * @example const properties = await wellkit.organisations.properties(entityId, { entityOnly: true, valueListOnly: false })
       */
      properties: (entityId: EntityId, filter = { entityOnly: false, valueListOnly: false }) =>
        run(Organisations.extendedProperties(entityId, filter)),
      /**
       * What depends on the organisation (children, administrators, employees, licenses…), counted now.
       * @example const counts = await wellkit.organisations.dependencyCounts(entityId)
       */
      dependencyCounts: (entityId: EntityId) => run(Organisations.dependencyCounts(entityId)),
      /**
       * Renames the organisation or sets its test flag (with `entityId`, ADM-1), or adds a child (with `parentId`); the organisation list is read afresh.
       * @example await wellkit.organisations.save({ parentId, organizationName: "Acme Reno", childId: "ACME-RENO", testInd: false })
       */
      save: (input: OrganisationInput) =>
        run(Effect.map(Organisations.save(input), (outcome) => outcome.result)),
    },
    messages: {
      /**
       * The organisation's messages, from the cache when it has them (POR-19).
       * @example const messages = await wellkit.messages.list(entityId)
       */
      list: (entityId: EntityId) => run(Messages.list(entityId)),
      /**
       * The organisation's messages, fetched again.
       * @example const messages = await wellkit.messages.reload(entityId)
       */
      reload: (entityId: EntityId) => run(Messages.reload(entityId)),
      /**
       * One message; a missing one rejects with the not-found warning (ADM-8).
       * @example const message = await wellkit.messages.get(entityId, messageHeaderId)
       */
      get: (entityId: EntityId, id: MessageHeaderId) => run(Messages.get(entityId, id)),
      /**
       * Creates the message, or updates it when it has a `messageHeaderId` (ADM-1). A `messageId` the organisation already uses rejects with `ERRORS.MESSAGE_ID_EXISTS` (ADM-7).
       * @example const saved = await wellkit.messages.save({ ...draft, messageHeaderId: undefined })
       */
      save: (input: MessageInput) => run(Effect.map(Messages.save(input), (outcome) => outcome.result)),
      /**
       * Deletes the message.
       * @example await wellkit.messages.remove(entityId, messageHeaderId)
       */
      remove: (entityId: EntityId, id: MessageHeaderId) => run(Effect.asVoid(Messages.remove(entityId, id))),
      /**
       * Copies the message into another organisation.
       * @example const copy = await wellkit.messages.copy(entityId, messageHeaderId, otherEntityId)
       */
      copy: (entityId: EntityId, id: MessageHeaderId, target: EntityId) =>
        run(Effect.map(Messages.copy(entityId, id, target), (outcome) => outcome.result)),
      /**
       * Pulls the subject and body again from the parent organisation's message with the same message id.
       * @example await wellkit.messages.refresh(entityId, messageHeaderId)
       */
      refresh: (entityId: EntityId, id: MessageHeaderId) =>
        run(Effect.map(Messages.refresh(entityId, id), (outcome) => outcome.result)),
      /**
       * The events a message of this owner type can be sent on.
       * @example const events = await wellkit.messages.ownerTypeEvents(ownerTypeId)
       */
      ownerTypeEvents: (ownerTypeId: OwnerTypeId) => run(Messages.ownerTypeEvents(ownerTypeId)),
      /**
       * The actions an event can trigger.
       * @example const actions = await wellkit.messages.eventActions()
       */
      eventActions: () => run(Messages.eventActions),
    },
    batches: {
      /**
       * The organisation's batch uploads, from the cache when it has them.
       * @example const batches = await wellkit.batches.list(entityId)
       */
      list: (entityId: EntityId) => run(Batches.list(entityId)),
      /**
       * The organisation's batch uploads, fetched again.
       * @example const batches = await wellkit.batches.reload(entityId)
       */
      reload: (entityId: EntityId) => run(Batches.reload(entityId)),
      /**
       * One batch with its rows and their outcomes.
       * @example const batch = await wellkit.batches.get(entityId, batchId)
       */
      get: (entityId: EntityId, batchId: BatchId) => run(Batches.get(entityId, batchId)),
      /**
       * Cancels a batch that has not been processed.
       * @example await wellkit.batches.cancel(entityId, batchId)
       */
      cancel: (entityId: EntityId, batchId: BatchId) => run(Batches.cancel(entityId, batchId)),
      /**
       * Corrects one row of a batch.
       * @example await wellkit.batches.updateUser(entityId, batchId, rowId, { firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@example.com", updatedByUserId: userId })
       */
      updateUser: (entityId: EntityId, batchId: BatchId, rowId: BatchRowId, update: BatchUserUpdate) =>
        run(Batches.updateUser(entityId, batchId, rowId, update)),
      /**
       * Opens a batch, sends `parts`, submits. Aborting `signal` before the submit
       * cancels the open batch; it then rejects with an interruption.
       * @example const batch = await wellkit.batches.upload({ entityId, fileName: "hires.csv", rowCount: rows.length, parts: partsOf(rows, BATCH_PART_SIZE) })
       */
      upload: (
        request: Omit<Batches.UploadRequest, "parts"> & {
          readonly parts: AsyncIterable<ReadonlyArray<BatchRowInput>> | Iterable<ReadonlyArray<BatchRowInput>>
        },
        signal?: AbortSignal,
      ) =>
        run(
          Batches.upload({
            ...request,
            parts:
              Symbol.asyncIterator in request.parts
                ? Stream.fromAsyncIterable(request.parts, (error) =>
                    appError({ message: "ERRORS.UPLOAD_BATCH_FAILED", originalError: error }),
                  )
                : Stream.fromIterable(request.parts),
          }),
          signal,
        ),
      /**
       * Waits until the API has processed the batch: told by the hub when it is connected, else by polling.
       * @example const outcome = await wellkit.batches.awaitOutcome(entityId, batchId, undefined)
       */
      awaitOutcome: (
        entityId: EntityId,
        batchId: BatchId,
        hub: Parameters<typeof Batches.awaitOutcome>[2],
        options?: Parameters<typeof Batches.awaitOutcome>[3],
        signal?: AbortSignal,
      ) => run(Batches.awaitOutcome(entityId, batchId, hub, options), signal),
    },
    rewardFiles: {
      /**
       * Sends a rewards file; the API checks its content.
       * @example const { receipt } = await wellkit.rewardFiles.upload({ fileName: "rewards.csv", content: csvText })
       */
      upload: (file: RewardFileUpload) => run(RewardFiles.upload(file)),
    },
    content: {
      /**
       * The content environments a sync can read from.
       * @example const environments = await wellkit.content.environments()
       */
      environments: () => run(Content.environments),
      /**
       * The content types a sync can copy.
       * @example const types = await wellkit.content.types()
       */
      types: () => run(Content.types),
      /**
       * Queues a content sync.
       * @example await wellkit.content.requestSync({ environmentId: "staging", contentTypeId: "challenges" })
       */
      requestSync: (request: SyncRequest) => run(Content.requestSync(request)),
      /**
       * One page of past syncs; missing paging falls back to the defaults.
       * @example const history = await wellkit.content.history({ pageNumber: 2, pageSize: 20 })
       */
      history: (page?: Partial<SyncHistoryPage>) => run(Content.history(page)),
    },
    licenses: {
      /**
       * The organisation's licenses with the products the portal may offer (POR-1).
       * @example const licenses = await wellkit.licenses.list(entityId)
       */
      list: (entityId: EntityId) => run(Licenses.list(entityId)),
      /**
       * The organisation's licenses, fetched again.
       * @example const licenses = await wellkit.licenses.reload(entityId)
       */
      reload: (entityId: EntityId) => run(Licenses.reload(entityId)),
      /**
       * Sets the day a license starts.
       * @example await wellkit.licenses.setActivationDate(entityId, licenseId, "2026-12-01")
       */
      setActivationDate: (entityId: EntityId, licenseId: LicenseId, activationDate: string) =>
        run(Licenses.setActivationDate(entityId, licenseId, activationDate)),
    },
    funding: {
      /**
       * The organisation's reward group and registered cards.
       * @example const { rewardGroup, cards } = await wellkit.funding.get(entityId)
       */
      get: (entityId: EntityId) => run(Funding.view(entityId)),
      /**
       * The reward group and cards, fetched again.
       * @example const funding = await wellkit.funding.reload(entityId)
       */
      reload: (entityId: EntityId) => run(Funding.reloadView(entityId)),
      /**
       * Saves the reward group's name and monthly budget.
       * @example await wellkit.funding.saveRewardGroup({ ...rewardGroup, monthlyBudget: 5000 })
       */
      saveRewardGroup: (group: RewardGroup) => run(Funding.saveRewardGroup(group)),
      /**
       * Registers a credit card for funding rewards.
       * @example await wellkit.funding.registerCard(entityId, card)
       */
      registerCard: (entityId: EntityId, card: CardRegistration) => run(Funding.registerCard(entityId, card)),
      /**
       * Removes a registered card.
       * @example await wellkit.funding.deleteCard(entityId, card.creditCardToken)
       */
      deleteCard: (entityId: EntityId, creditCardToken: string) =>
        run(Funding.deleteCard(entityId, creditCardToken)),
      /**
       * Asks the payment provider for the cards again, e.g. after one expired (POR-8).
       * @example await wellkit.funding.syncCards(entityId)
       */
      syncCards: (entityId: EntityId) => run(Funding.syncCards(entityId)),
      /**
       * Charges a card and adds the amount (US dollars) to the reward group's balance.
       * @example await wellkit.funding.addFunds(entityId, { creditCardToken: card.creditCardToken, amount: 250 })
       */
      addFunds: (entityId: EntityId, request: FundsRequest) => run(Funding.addFunds(entityId, request)),
    },
    challenges: {
      /**
       * The organisation's challenges across its package groups (POR-5).
       * @example const challenges = await wellkit.challenges.list(entityId)
       */
      list: (entityId: EntityId) => run(Challenges.list(entityId)),
      /**
       * The organisation's challenges, fetched again.
       * @example const challenges = await wellkit.challenges.reload(entityId)
       */
      reload: (entityId: EntityId) => run(Challenges.reload(entityId)),
      /**
       * The challenge templates a package group can add from.
       * @example const templates = await wellkit.challenges.templates()
       */
      templates: () => run(Challenges.templates),
      /**
       * The challenge templates, fetched again.
       * @example const templates = await wellkit.challenges.reloadTemplates()
       */
      reloadTemplates: () => run(Challenges.reloadTemplates),
      /**
       * One package group with its challenges.
       * @example const group = await wellkit.challenges.packageGroup(entityId, packageGroupId)
       */
      packageGroup: (entityId: EntityId, packageGroupId: PackageGroupId) =>
        run(Challenges.packageGroup(entityId, packageGroupId)),
      /**
       * Adds, saves or removes challenges by putting the whole package group (POR-5).
       * @example await wellkit.challenges.savePackageGroup("save", { ...group, name: "Spring" })
       */
      savePackageGroup: (action: "add" | "save" | "remove", group: PackageGroup) =>
        run(Challenges.savePackageGroup(action, group)),
    },
    dashboard: {
      /**
       * The dashboard's programs, challenges and rewards, loaded together once per organisation (POR-6).
       * @example const { programs, challenges, rewards } = await wellkit.dashboard.get(entityId)
       */
      get: (entityId: EntityId) => run(Dashboard.load(entityId)),
      /**
       * The dashboard, fetched again.
       * @example const dashboard = await wellkit.dashboard.reload(entityId)
       */
      reload: (entityId: EntityId) => run(Dashboard.reload(entityId)),
    },
    reports: {
      /**
       * The license's employee report for a range of days (POR-7).
       * @example const rows = await wellkit.reports.employees(licenseId, { reportStartDate: "2026-11-01", reportEndDate: "2026-11-30" })
       */
      employees: (licenseId: LicenseId, range: ReportRange) => run(Reports.employees(licenseId, range)),
      /**
       * The license's rewards report for a range of days.
       * @example const rows = await wellkit.reports.rewards(licenseId, defaultRange("2026-11-30"))
       */
      rewards: (licenseId: LicenseId, range: ReportRange) => run(Reports.rewards(licenseId, range)),
      /**
       * The license's programs report for a range of days.
       * @example const rows = await wellkit.reports.programs(licenseId, defaultRange("2026-11-30"))
       */
      programs: (licenseId: LicenseId, range: ReportRange) => run(Reports.programs(licenseId, range)),
    },
    users: {
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
      createEmployee: (entityId: EntityId, fields: EmployeeFields) =>
        run(Users.createEmployee(entityId, fields)),
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
      deleteEmployee: (entityId: EntityId, personId: PersonId) =>
        run(Users.deleteEmployee(entityId, personId)),
      /**
       * Sends an employee a password-reset e-mail.
       * @example await wellkit.users.resetEmployee("alan@example.com")
       */
      resetEmployee: (emailAddress: string) => run(Users.resetEmployee(emailAddress)),
    },
    purchase: {
      /**
       * Starts a subscription for a number of people, checks the address and prices it with tax.
       * @example const quote = await wellkit.purchase.quote({ licenseId, quantity: 250, address: { line1: "1 Main St", city: "Springfield", state: "IL", zip: "62701" } })
       */
      quote: (request: SubscriptionRequest) => run(Purchase.quote(request)),
      /**
       * A subscription by its invoice id.
       * @example const subscription = await wellkit.purchase.subscription(invoiceId)
       */
      subscription: (invoiceId: string) => run(Purchase.subscription(invoiceId)),
      /**
       * The tax on an invoice for a ZIP code and state.
       * @example const quote = await wellkit.purchase.tax(invoiceId, "62701", "IL")
       */
      tax: (invoiceId: string, zip: string, state: string) => run(Purchase.tax(invoiceId, zip, state)),
      /**
       * POR-4: concurrent calls for the same license share one charge.
       * @example const invoice = await wellkit.purchase.invoice(licenseId)
       */
      invoice: (licenseId: LicenseId) => {
        const pending = invoices.get(licenseId)
        if (pending) return pending
        const charge = run(Purchase.invoice(licenseId)).finally(() => invoices.delete(licenseId))
        invoices.set(licenseId, charge)
        return charge
      },
    },
    ...areaEntries(run),
    support: {
      /**
       * The support e-mail address and phone numbers.
       * @example const support = await wellkit.support.get()
       */
      get: () => run(Support.info),
      /**
       * The support details, fetched again.
       * @example const support = await wellkit.support.reload()
       */
      reload: () => run(Support.reloadInfo),
      /**
       * Frequently asked questions, all or those matching the text.
       * @example const faqs = await wellkit.support.faqs("password")
       */
      faqs: (searchText?: string) => run(Support.faqs(searchText)),
      /**
       * The questions, fetched again.
       * @example const faqs = await wellkit.support.reloadFaqs("password")
       */
      reloadFaqs: (searchText?: string) => run(Support.reloadFaqs(searchText)),
      /**
       * Sends the support team a message.
       * @example await wellkit.support.contact({ name: "Ada", emailAddress: "ada@example.com", subject: "Invoice", message: "Please send last month's invoice again." })
       */
      contact: (form: ContactUs) => run(Support.contact(form)),
    },
    /**
     * Closes the client's runtime: its caches, timers and hub connections.
     * @example await wellkit.dispose()
     */
    dispose: () => runtime.dispose(),
  }
}

export type WellkitClient = ReturnType<typeof createClient>
