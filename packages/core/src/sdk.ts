import { Cause, Effect, Exit, Layer, ManagedRuntime, Stream } from "effect"
import type { BatchRowInput, BatchUserUpdate } from "./api/Batches.js"
import type { PackageGroup, PackageGroupId } from "./api/Challenges.js"
import type { SyncHistoryPage, SyncRequest } from "./api/Content.js"
import type { BatchId, BatchRowId, EntityId, MessageHeaderId, OwnerTypeId, UserId } from "./api/ids.js"
import type { LicenseId } from "./api/Licenses.js"
import type { MessageInput } from "./api/Messages.js"
import type { Invoice, SubscriptionRequest } from "./api/Purchase.js"
import type { ReportRange } from "./api/Reports.js"
import type { RewardFileUpload } from "./api/RewardFiles.js"
import type { CardRegistration, FundsRequest, RewardGroup } from "./api/Rewards.js"
import type { Consent, ConsentAnswer, Credentials, SetPassword, TokenLink } from "./api/Session.js"
import type { ContactUs } from "./api/Support.js"
import type { AdminFields, EmployeeFields, PersonId } from "./api/Users.js"
import * as Challenges from "./areas/challenges/Challenges.js"
import * as Content from "./areas/content/Content.js"
import * as Dashboard from "./areas/dashboard/Dashboard.js"
import * as Entities from "./areas/entities/Entities.js"
import * as Funding from "./areas/funding/Funding.js"
import * as Healthtrackers from "./areas/healthtrackers/Healthtrackers.js"
import * as Licenses from "./areas/licenses/Licenses.js"
import * as Messages from "./areas/messages/Messages.js"
import * as Purchase from "./areas/purchase/Purchase.js"
import * as Reports from "./areas/reports/Reports.js"
import * as RewardFiles from "./areas/rewards/RewardFiles.js"
import * as Support from "./areas/support/Support.js"
import * as Batches from "./areas/users/Batches.js"
import * as Users from "./areas/users/Users.js"
import { SessionCaches } from "./cache/SessionCaches.js"
import { type AppError, appError } from "./errors/AppError.js"
import { ApiClient } from "./http/ApiClient.js"
import { ClientConfig } from "./http/ClientConfig.js"
import { InFlight } from "./http/InFlight.js"
import { promiseEntry } from "./kit/sdk.js"
import { KeyValueStorage, type KeyValueStorageShape, memoryStorage } from "./ports/KeyValueStorage.js"
import { memorySessionStore, SessionStore, type SessionStoreShape } from "./ports/SessionStore.js"
import { noTabs, TabChannel, type TabChannelShape } from "./ports/TabChannel.js"
import * as Links from "./session/links.js"
import * as Session from "./session/Session.js"
import * as Tabs from "./session/tabs.js"

export interface WellkitOptions {
  /** Base URL of the API, e.g. https://api.example.com */
  readonly apiHost: string
  readonly apiKey: string
  /** @default "0.1.0" */
  readonly appVersion?: string
  /** "user:password" for an optional Basic header. */
  readonly basicAuth?: string
  /** @default an in-memory store */
  readonly sessionStore?: SessionStoreShape
  /** @default a new counter */
  readonly inFlight?: InFlight
  readonly now?: () => Date
  readonly timeZone?: () => string
  /** Storage shared by the browser's tabs (localStorage). @default in memory */
  readonly storage?: KeyValueStorageShape
  /** The browser's other tabs, for sharing the session (SES-8, SES-9). @default none */
  readonly tabs?: TabChannelShape
  /** @default the host's global fetch */
  readonly fetch?: typeof globalThis.fetch
}

/** Every service the SDK's areas need, for those who use Effect directly. */
export const wellkitLayer = (options: WellkitOptions) => {
  const sessionStore = options.sessionStore ?? memorySessionStore()
  const config = Layer.succeed(ClientConfig, {
    apiHost: options.apiHost,
    apiKey: options.apiKey,
    appVersion: options.appVersion ?? "0.1.0",
    basicAuth: options.basicAuth,
    authToken: () => sessionStore.get()?.account.authToken,
    inFlight: options.inFlight ?? new InFlight(),
    now: options.now,
    timeZone: options.timeZone,
  })
  const transport = options.fetch ? ApiClient.layerWith(options.fetch) : ApiClient.layer
  const caches = Layer.mergeAll(
    Messages.MessageListCache.layer,
    Entities.EntityListCache.layer,
    Batches.BatchListCache.layer,
    Support.SupportInfoCache.layer,
    Licenses.LicenseListCache.layer,
    Funding.FundingCache.layer,
    Challenges.ChallengeListCache.layer,
    Dashboard.DashboardCache.layer,
    Users.UserListCache.layer,
    Healthtrackers.HealthtrackerListCache.layer,
    Challenges.ChallengeTemplateCache.layer,
    Support.FaqCache.layer,
  )
  return Layer.mergeAll(
    transport,
    Layer.succeed(SessionStore, sessionStore),
    Layer.succeed(KeyValueStorage, options.storage ?? memoryStorage()),
    Layer.succeed(TabChannel, options.tabs ?? noTabs),
  ).pipe(Layer.provideMerge(caches), Layer.provideMerge(SessionCaches.layer), Layer.provideMerge(config))
}

export type WellkitServices = Layer.Layer.Success<ReturnType<typeof wellkitLayer>>
export type WellkitRuntime = ManagedRuntime.ManagedRuntime<WellkitServices, never>

/** Runs an effect and rejects with the AppError itself, not a wrapper. */
export const runWith =
  (runtime: WellkitRuntime) =>
  async <A>(effect: Effect.Effect<A, AppError, WellkitServices>, signal?: AbortSignal): Promise<A> => {
    const exit = await runtime.runPromiseExit(effect, { signal })
    if (Exit.isSuccess(exit)) return exit.value
    const failure = Cause.failureOption(exit.cause)
    if (failure._tag === "Some") throw failure.value
    throw appError({ message: "ERRORS.GENERIC_ERROR_MESSAGE", originalError: Cause.pretty(exit.cause) })
  }

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
    run,
    inFlight: runtime.runSync(Effect.map(ClientConfig, (config) => config.inFlight)),
    session: {
      login: (credentials: Credentials) => run(Session.login(credentials)),
      logout: () => run(Session.logout),
      consents: () => run(Session.consents),
      saveConsent: (answer: ConsentAnswer) => run(Session.saveConsent(answer)),
      answerConsent: (consent: Consent, accepted: boolean) => run(Session.answerConsent(consent, accepted)),
      validateRegistrationLink: (link: TokenLink) => run(Links.validateRegistrationLink(link)),
      completeRegistration: (payload: SetPassword) => run(Links.completeRegistration(payload)),
      resendRegistrationEmail: (userId: UserId) => run(Links.resendRegistrationEmail(userId)),
      forgotPassword: (email: string) => run(Links.forgotPassword(email)),
      validateResetLink: (link: TokenLink) => run(Links.validateResetLink(link)),
      resetPassword: (payload: SetPassword) => run(Links.resetPassword(payload)),
      sendVerification: (emailAddress: string) => run(Links.sendVerification(emailAddress)),
      checkAuthState: () => run(Links.checkAuthState),
      /** SES-8: waits up to 1 s for another tab's session. */
      askOtherTabs: () => run(Tabs.askOtherTabs),
      /** SES-8, SES-9: answers other tabs and follows their logouts; returns the stop function. */
      serveOtherTabs: (onLogout: () => void) => run(Tabs.serveOtherTabs(onLogout)),
      systemParameters: (entityId: EntityId) => run(Session.systemParameters(entityId)),
      userFunctions: () => run(Session.userFunctions),
    },
    entities: {
      list: () => run(Entities.list),
      reload: () => run(Entities.reload),
    },
    messages: {
      list: (entityId: EntityId) => run(Messages.list(entityId)),
      reload: (entityId: EntityId) => run(Messages.reload(entityId)),
      get: (entityId: EntityId, id: MessageHeaderId) => run(Messages.get(entityId, id)),
      save: (input: MessageInput) => run(Messages.save(input)),
      remove: (entityId: EntityId, id: MessageHeaderId) => run(Messages.remove(entityId, id)),
      copy: (entityId: EntityId, id: MessageHeaderId, target: EntityId) =>
        run(Messages.copy(entityId, id, target)),
      refresh: (entityId: EntityId, id: MessageHeaderId) => run(Messages.refresh(entityId, id)),
      ownerTypeEvents: (ownerTypeId: OwnerTypeId) => run(Messages.ownerTypeEvents(ownerTypeId)),
      eventActions: () => run(Messages.eventActions),
    },
    batches: {
      list: (entityId: EntityId) => run(Batches.list(entityId)),
      reload: (entityId: EntityId) => run(Batches.reload(entityId)),
      get: (entityId: EntityId, batchId: BatchId) => run(Batches.get(entityId, batchId)),
      cancel: (entityId: EntityId, batchId: BatchId) => run(Batches.cancel(entityId, batchId)),
      updateUser: (entityId: EntityId, batchId: BatchId, rowId: BatchRowId, update: BatchUserUpdate) =>
        run(Batches.updateUser(entityId, batchId, rowId, update)),
      /**
       * Opens a batch, sends `parts`, submits. Aborting `signal` before the submit
       * cancels the open batch; it then rejects with an interruption.
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
      awaitOutcome: (
        entityId: EntityId,
        batchId: BatchId,
        hub: Parameters<typeof Batches.awaitOutcome>[2],
        options?: Parameters<typeof Batches.awaitOutcome>[3],
        signal?: AbortSignal,
      ) => run(Batches.awaitOutcome(entityId, batchId, hub, options), signal),
    },
    rewardFiles: {
      upload: (file: RewardFileUpload) => run(RewardFiles.upload(file)),
    },
    content: {
      environments: () => run(Content.environments),
      types: () => run(Content.types),
      requestSync: (request: SyncRequest) => run(Content.requestSync(request)),
      history: (page?: Partial<SyncHistoryPage>) => run(Content.history(page)),
    },
    licenses: {
      list: (organizationId: EntityId) => run(Licenses.list(organizationId)),
      reload: (organizationId: EntityId) => run(Licenses.reload(organizationId)),
      setActivationDate: (organizationId: EntityId, licenseId: LicenseId, activationDate: string) =>
        run(Licenses.setActivationDate(organizationId, licenseId, activationDate)),
    },
    funding: {
      view: (entityId: EntityId) => run(Funding.view(entityId)),
      reloadView: (entityId: EntityId) => run(Funding.reloadView(entityId)),
      saveRewardGroup: (group: RewardGroup) => run(Funding.saveRewardGroup(group)),
      registerCard: (entityId: EntityId, card: CardRegistration) => run(Funding.registerCard(entityId, card)),
      deleteCard: (entityId: EntityId, creditCardToken: string) =>
        run(Funding.deleteCard(entityId, creditCardToken)),
      syncCards: (entityId: EntityId) => run(Funding.syncCards(entityId)),
      addFunds: (entityId: EntityId, request: FundsRequest) => run(Funding.addFunds(entityId, request)),
    },
    challenges: {
      list: (organizationId: EntityId) => run(Challenges.list(organizationId)),
      reload: (organizationId: EntityId) => run(Challenges.reload(organizationId)),
      templates: () => run(Challenges.templates),
      reloadTemplates: () => run(Challenges.reloadTemplates),
      packageGroup: (organizationId: EntityId, packageGroupId: PackageGroupId) =>
        run(Challenges.packageGroup(organizationId, packageGroupId)),
      savePackageGroup: (action: "add" | "save" | "remove", group: PackageGroup) =>
        run(Challenges.savePackageGroup(action, group)),
    },
    dashboard: {
      load: (organizationId: EntityId) => run(Dashboard.load(organizationId)),
      reload: (organizationId: EntityId) => run(Dashboard.reload(organizationId)),
    },
    reports: {
      employees: (licenseId: LicenseId, range: ReportRange) => run(Reports.employees(licenseId, range)),
      rewards: (licenseId: LicenseId, range: ReportRange) => run(Reports.rewards(licenseId, range)),
      programs: (licenseId: LicenseId, range: ReportRange) => run(Reports.programs(licenseId, range)),
    },
    users: {
      lists: (organizationId: EntityId) => run(Users.lists(organizationId)),
      reloadLists: (organizationId: EntityId) => run(Users.reloadLists(organizationId)),
      searchAdmins: (organizationId: EntityId, text: string) =>
        run(Users.searchAdminsText(organizationId, text)),
      searchEmployees: (organizationId: EntityId, text: string) =>
        run(Users.searchEmployeesText(organizationId, text)),
      createAdmin: (organizationId: EntityId, fields: AdminFields) =>
        run(Users.createAdmin(organizationId, fields)),
      updateAdmin: (organizationId: EntityId, userId: UserId, fields: AdminFields) =>
        run(Users.updateAdmin(organizationId, userId, fields)),
      deleteAdmin: (organizationId: EntityId, userId: UserId) =>
        run(Users.deleteAdmin(organizationId, userId)),
      resetAdmin: (emailAddress: string) => run(Users.resetAdmin(emailAddress)),
      moveAdmin: (from: EntityId, userId: UserId, to: EntityId) => run(Users.moveAdmin(from, userId, to)),
      createEmployee: (organizationId: EntityId, fields: EmployeeFields) =>
        run(Users.createEmployee(organizationId, fields)),
      updateEmployee: (organizationId: EntityId, personId: PersonId, fields: EmployeeFields) =>
        run(Users.updateEmployee(organizationId, personId, fields)),
      deleteEmployee: (organizationId: EntityId, personId: PersonId) =>
        run(Users.deleteEmployee(organizationId, personId)),
      resetEmployee: (emailAddress: string) => run(Users.resetEmployee(emailAddress)),
    },
    purchase: {
      quote: (request: SubscriptionRequest) => run(Purchase.quote(request)),
      subscription: (invoiceId: string) => run(Purchase.subscription(invoiceId)),
      tax: (invoiceId: string, zip: string, state: string) => run(Purchase.tax(invoiceId, zip, state)),
      /** POR-4: concurrent calls for the same license share one charge. */
      invoice: (licenseId: LicenseId) => {
        const pending = invoices.get(licenseId)
        if (pending) return pending
        const charge = run(Purchase.invoice(licenseId)).finally(() => invoices.delete(licenseId))
        invoices.set(licenseId, charge)
        return charge
      },
    },
    healthtrackers: promiseEntry(run, Healthtrackers),
    support: {
      info: () => run(Support.info),
      reloadInfo: () => run(Support.reloadInfo),
      faqs: (searchText?: string) => run(Support.faqs(searchText)),
      reloadFaqs: (searchText?: string) => run(Support.reloadFaqs(searchText)),
      contact: (form: ContactUs) => run(Support.contact(form)),
    },
    dispose: () => runtime.dispose(),
  }
}

export type WellkitClient = ReturnType<typeof createClient>
