import { existsSync, readFileSync } from "node:fs"
import { Either, Schema } from "effect"
import { configPath } from "./settings.js"

export { configPath }

const Profile = Schema.Struct({
  apiHost: Schema.optional(Schema.String),
  apiKey: Schema.optional(Schema.String),
})
export type Profile = typeof Profile.Type
const ConfigFile = Schema.parseJson(
  Schema.Struct({ profiles: Schema.Record({ key: Schema.String, value: Profile }) }),
)

export class ProfileError extends Error {}

/**
 * Named API settings, e.g. {"profiles": {"staging": {"apiHost": "https://…", "apiKey": "…"}}}.
 * An unnamed lookup uses "default" when the file has one; a named one must exist.
 */
export const readProfile = (name: string | undefined, env: NodeJS.ProcessEnv = process.env): Profile => {
  const path = configPath(env)
  if (!existsSync(path)) {
    if (name) throw new ProfileError(`There is no profile "${name}": ${path} does not exist.`)
    return {}
  }
  const decoded = Schema.decodeUnknownEither(ConfigFile)(readFileSync(path, "utf8"))
  if (Either.isLeft(decoded))
    throw new ProfileError(
      `${path} is not a wellkit config file: expected {"profiles": {"name": {"apiHost": …, "apiKey": …}}}.`,
    )
  const profiles = decoded.right.profiles
  const profile = profiles[name ?? "default"]
  if (!profile && name)
    throw new ProfileError(
      `There is no profile "${name}" in ${path}. Known: ${Object.keys(profiles).join(", ") || "none"}.`,
    )
  return profile ?? {}
}
