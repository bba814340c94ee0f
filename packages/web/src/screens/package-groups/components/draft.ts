import type { PackageGroupInput, PackageInput } from "@wellkit/core/package-groups"
import { Either, ParseResult, Schema } from "effect"

/** A package as the form holds it: a stable key for React and the reorder buttons, the product as text. */
export interface PackageDraft {
  readonly key: string
  readonly packageId: PackageInput["packageId"]
  readonly name: string
  readonly productId: string
}

export interface GroupDraft {
  readonly name: string
  readonly description: string
  readonly isActive: boolean
  readonly packages: ReadonlyArray<PackageDraft>
}

let made = 0
/** A key for a package added in the form; saved packages are keyed by their id. */
export const newKey = () => `new-${++made}`

export const draftOf = (input: PackageGroupInput): GroupDraft => ({
  name: input.name,
  description: input.description,
  isActive: input.isActive,
  packages: input.packages.map((pkg) => ({
    key: pkg.packageId === undefined ? newKey() : String(pkg.packageId),
    packageId: pkg.packageId,
    name: pkg.name,
    productId: pkg.productId === null ? "" : String(pkg.productId),
  })),
})

/** What the form sends: the group and its packages in their order. */
export const inputOf = (
  draft: GroupDraft,
  fixed: Pick<PackageGroupInput, "ownerEntityId" | "packageGroupId">,
) => ({
  ...fixed,
  name: draft.name,
  description: draft.description,
  isActive: draft.isActive,
  packages: draft.packages.map((pkg) => ({
    ...(pkg.packageId === undefined ? {} : { packageId: pkg.packageId }),
    name: pkg.name,
    productId: pkg.productId === "" ? null : Number(pkg.productId),
  })),
})

/** Whether two drafts say the same (keys of new packages aside). */
export const sameDraft = (a: GroupDraft, b: GroupDraft) =>
  JSON.stringify({ ...a, packages: a.packages.map(({ key: _, ...p }) => p) }) ===
  JSON.stringify({ ...b, packages: b.packages.map(({ key: _, ...p }) => p) })

/**
 * Checked by the same schema as the API call, with each error on its own
 * field: "name", or "packages.2.name" for the third package's name.
 */
export const validate = <I>(
  schema: Schema.Schema<PackageGroupInput, I>,
  input: unknown,
):
  | { readonly ok: true; readonly value: PackageGroupInput }
  | { readonly ok: false; readonly errors: Record<string, string> } => {
  const decoded = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  if (Either.isRight(decoded)) return { ok: true, value: decoded.right }
  const errors: Record<string, string> = {}
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(decoded.left))
    errors[issue.path.join(".")] ??= issue.message
  return { ok: false, errors }
}
