import { Context, Effect, Layer } from "effect"
import { ChallengeListCache, ChallengeTemplateCache } from "../areas/challenges/Challenges.js"
import { DashboardCache } from "../areas/dashboard/Dashboard.js"
import { EntityListCache } from "../areas/entities/Entities.js"
import { FundingCache } from "../areas/funding/Funding.js"
import { LicenseListCache } from "../areas/licenses/Licenses.js"
import { MessageListCache } from "../areas/messages/Messages.js"
import { FaqCache, SupportInfoCache } from "../areas/support/Support.js"
import { BatchListCache } from "../areas/users/Batches.js"
import { UserListCache } from "../areas/users/Users.js"

/** Every cache that holds a signed-in user's data; all are emptied at logout. */
export class SessionCaches extends Context.Tag("wellkit/SessionCaches")<
  SessionCaches,
  { readonly clear: () => void }
>() {
  static readonly layer = Layer.effect(
    SessionCaches,
    Effect.gen(function* () {
      const caches = [
        yield* MessageListCache,
        yield* EntityListCache,
        yield* BatchListCache,
        yield* SupportInfoCache,
        yield* LicenseListCache,
        yield* FundingCache,
        yield* ChallengeListCache,
        yield* DashboardCache,
        yield* UserListCache,
        yield* ChallengeTemplateCache,
        yield* FaqCache,
      ]
      return {
        clear: () => {
          for (const cache of caches) cache.clear()
        },
      }
    }),
  )
}
