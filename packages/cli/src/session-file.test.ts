import { existsSync, mkdtempSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { UserId } from "@wellkit/core"
import { expect, it } from "vitest"
import { fileSessionStore } from "./session-file.js"
import { hasStoredSession } from "./session-peek.js"

const session = {
  account: {
    adminType: 5,
    userId: 1 as UserId,
    userGuid: "g",
    authToken: "token-1",
    emailAddress: "staff@wellkit.test",
    firstName: "Sam",
  },
  consents: [],
}
const place = () => join(mkdtempSync(join(tmpdir(), "wellkit-session-")), "session.json")

it("CLI-1: the session is kept in a file only its owner reads, for its own API host", () => {
  const path = place()
  fileSessionStore("https://api.test", path).set(session)
  expect(statSync(path).mode & 0o777).toBe(0o600)
  expect(fileSessionStore("https://api.test", path).get()?.account.emailAddress).toBe("staff@wellkit.test")
  expect(fileSessionStore("https://other.test", path).get()).toBeUndefined()
})

it("CLI-1: a command reads the file once; its own logout forgets the session at once", () => {
  const path = place()
  fileSessionStore("https://api.test", path).set(session)
  const store = fileSessionStore("https://api.test", path)
  expect(store.get()?.account.authToken).toBe("token-1")
  // Another terminal's change is for the next command, not this one's calls.
  writeFileSync(path, "not json")
  expect(store.get()?.account.authToken).toBe("token-1")
  store.clear()
  expect(store.get()).toBeUndefined()
  expect(existsSync(path)).toBe(false)
})

it("a damaged session file reads as signed out, never as a crash", () => {
  const path = place()
  writeFileSync(path, '{"apiHost":"https://api.test","session":{"account":{}}}')
  expect(fileSessionStore("https://api.test", path).get()).toBeUndefined()
})

it("CLI-2: the first look, taken before the SDK loads, agrees on who is signed in where", () => {
  const path = place()
  expect(hasStoredSession("https://api.test", path)).toBe(false)
  fileSessionStore("https://api.test", path).set(session)
  expect(hasStoredSession("https://api.test", path)).toBe(true)
  expect(hasStoredSession("https://other.test", path)).toBe(false)
  writeFileSync(path, "not json")
  expect(hasStoredSession("https://api.test", path)).toBe(false)
})
