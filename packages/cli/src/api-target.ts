import { type Profile, ProfileError, readProfile } from "./profiles.js"
import { SANDBOX_HOST, SANDBOX_KEY, UsageError } from "./settings.js"

// Which API a command talks to, worked out without the SDK: a command can
// refuse early, or do its local work (the batch check), before loading it.

export interface GlobalOptions {
  readonly apiHost?: string
  readonly apiKey?: string
  readonly profile?: string
  readonly json?: boolean
}

/** An empty variable counts as unset, so `WELLKIT_API_HOST= wellkit …` falls through. */
const given = (value: string | undefined) => (value ? value : undefined)

/** Flags first, then WELLKIT_API_HOST / WELLKIT_API_KEY, then the config file's profile, then the local sandbox. */
export const resolveApi = (options: GlobalOptions, env: NodeJS.ProcessEnv = process.env) => {
  let profile: Profile
  try {
    profile = readProfile(options.profile ?? given(env.WELLKIT_PROFILE), env)
  } catch (error) {
    if (error instanceof ProfileError) throw new UsageError(error.message)
    throw error
  }
  const apiHost = options.apiHost ?? given(env.WELLKIT_API_HOST) ?? profile.apiHost ?? SANDBOX_HOST
  const apiKey =
    options.apiKey ??
    given(env.WELLKIT_API_KEY) ??
    profile.apiKey ??
    (apiHost === SANDBOX_HOST ? SANDBOX_KEY : undefined)
  return { apiHost, apiKey }
}

/** resolveApi, refusing when there is no API key. */
export const apiTarget = (options: GlobalOptions) => {
  const { apiHost, apiKey } = resolveApi(options)
  if (!apiKey) throw new UsageError("No API key: pass --api-key or set WELLKIT_API_KEY.")
  return { apiHost, apiKey }
}

export class AuthError extends Error {}

export const notSignedIn = (apiHost: string) =>
  new AuthError(`Not signed in to ${apiHost}: run \`wellkit login\` first.`)
