import { Effect } from "effect"
import { refreshing } from "../cache/refresh.js"
import type { AppError } from "../errors/AppError.js"
import type { SuccessToast } from "../errors/success.js"
import type { Redirect } from "../navigation/redirect.js"

/** What every write of the kit returns: the record, the spec's toast and where the portal goes (ADM-2, ERR-6). */
export interface ResourceOutcome<A> {
  readonly result: A
  readonly toast: SuccessToast
  readonly redirect: Redirect | undefined
}

/** How a write ends: what it reads again, how its failure reads, its toast and where it leads. */
export interface WriteRules<A, R, K = R> {
  /** ADM-3, ADM-5, ERR-5: what the write changed, read again after it, also when its outcome is unknown. */
  readonly refresh?: Effect.Effect<unknown, never, R>
  /** ADM-9, ADM-13: a failure shown in the server's words rather than the call's. */
  readonly failure?: (error: AppError) => AppError
  /** What the write's result changes in a cache right away (a saved record kept, a deleted one forgotten). */
  readonly keep?: (result: A) => Effect.Effect<void, never, K>
  /** ERR-6; a toast may depend on the answer (a new administrator who must activate first). */
  readonly toast: SuccessToast | ((result: A) => SuccessToast)
  /** ADM-2: where the person goes, given the answer. */
  readonly redirect: (result: A) => Redirect | undefined
}

/**
 * The kit's one write path: every save, delete and action of its own of every
 * shape of resource (plain, child, searched, scoped, and areas' own writes)
 * goes through here, so ADM-3's refresh, ERR-5's refresh on an unknown
 * outcome, ERR-6's toast and ADM-2's redirect are applied one way.
 */
export const write = <A, R, R2 = never, R3 = never>(
  call: Effect.Effect<A, AppError, R>,
  rules: WriteRules<NoInfer<A>, R2, R3>,
): Effect.Effect<ResourceOutcome<A>, AppError, R | R2 | R3> =>
  writeAnswer(call, rules).pipe(
    Effect.map((result) => ({
      result,
      toast: typeof rules.toast === "function" ? rules.toast(result) : rules.toast,
      redirect: rules.redirect(result),
    })),
  )

/**
 * The same path for a write whose answer its area tells in words of its own
 * rather than a toast and a redirect: POR-9's payment alerts (added, pending,
 * failed, unconfirmed) and POR-17's upload summary. Its failure, keep and
 * refresh (ADM-3, and ERR-5's on an unknown outcome) are `write`'s, applied here
 * once for both; it gives the answer itself. Added for issue 40.5: those writes
 * had no toast to give, and so refreshed by hand beside the call.
 */
export const writeAnswer = <A, R, R2 = never, R3 = never>(
  call: Effect.Effect<A, AppError, R>,
  rules: Omit<WriteRules<NoInfer<A>, R2, R3>, "toast" | "redirect">,
): Effect.Effect<A, AppError, R | R2 | R3> =>
  call.pipe(
    Effect.mapError(rules.failure ?? ((error) => error)),
    Effect.tap((result) => rules.keep?.(result) ?? Effect.void),
    rules.refresh ? refreshing(rules.refresh) : (same) => same,
  )

/** ADM-1: a payload updates when the resource's rule says so and it carries an id; otherwise it creates. */
export const saveAction = (isUpdate: boolean, id: unknown): "create" | "update" =>
  isUpdate && id !== undefined && id !== null ? "update" : "create"
