import { homedir } from "node:os"
import { join } from "node:path"

// What `wellkit --help` shows and main needs before a command runs: nothing here
// loads the SDK, so the help and a usage error start in a fraction of a second.

export const SANDBOX_HOST = "http://127.0.0.1:4010"
export const SANDBOX_KEY = "sandbox-key"

/** A wrong or missing flag, an unreadable file: exit 2 with the message. */
export class UsageError extends Error {}

/** An empty variable counts as unset: it would put the session file in the current folder. */
export const configDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env.WELLKIT_CONFIG_DIR || join(env.XDG_CONFIG_HOME || join(homedir(), ".config"), "wellkit")

export const sessionPath = (env: NodeJS.ProcessEnv = process.env) => join(configDir(env), "session.json")

export const configPath = (env: NodeJS.ProcessEnv = process.env) => join(configDir(env), "config.json")
