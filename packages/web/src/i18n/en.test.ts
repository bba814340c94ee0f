import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { coreErrorKeys } from "@wellkit/core"
import en from "@wellkit/core/texts/en.json"
import { describe, expect, it } from "vitest"
import { translate } from "./index.js"

const coreSource = resolve(import.meta.dirname, "../../../core/src")
const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : []
  })

/** ERR-6: the success toasts whose words the spec gives, exactly as it gives them. */
const specToasts = {
  "SUCCESS.COMPLETE_TITLE": "Complete!",
  "SUCCESS.SUCCESS_TITLE": "Success!",
  "SUCCESS.FLOW_COPIED": "Flow copied Successfully",
  "SUCCESS.FLOW_DELETED": "Flow deleted Successfully",
  "SUCCESS.CHANGES_SAVED": "The changes have been Successfully saved.",
  "SUCCESS.TEMPLATE_DELETED": "The template has been successfully deleted.",
  "SUCCESS.HEALTHTRACKER_DELETED": "The healthtracker has been Successfully deleted.",
  "SUCCESS.MESSAGE_DELETED": "The message was Successfully deleted.",
  "SUCCESS.MESSAGE_COPIED": "The message has been successfully copied.",
  "SUCCESS.CHANGES_SAVED_ALT": "The changes were saved Successfully.",
  "SUCCESS.PACKAGE_GROUP_DELETED": "The package group was deleted Successfully.",
  "SUCCESS.COPY_CREATED": "The copy was created Successfully.",
  "SUCCESS.PROGRAM_DELETED": "The program has been Successfully deleted.",
  "SUCCESS.REWARD_GROUP_DELETED": "The reward group was deleted Successfully.",
  "SUCCESS.VOYAGE_TEMPLATE_DELETED": "The voyage template was Successfully deleted.",
  "SUCCESS.REQUEST_QUEUED": "The request has been queued for processing.",
  "SUCCESS.REWARD_FILE_UPLOADED":
    "The file was Successfully uploaded. You will receive an email when the processing is complete, please allow up to 24 hours.",
}

describe("en.json", () => {
  it("ERR-5: has a text for every key of core's error catalog", () => {
    const missing = coreErrorKeys.filter((key) => translate(key) === undefined)
    expect(missing).toEqual([])
  })

  it("ERR-5: has a text for every ERRORS or SUCCESS key core's code uses", () => {
    const used = new Set(
      sourceFiles(coreSource).flatMap(
        (file) => readFileSync(file, "utf8").match(/"(?:ERRORS|SUCCESS)\.[A-Z_]+"/g) ?? [],
      ),
    )
    const missing = [...used]
      .map((quoted) => quoted.slice(1, -1))
      .filter((key) => translate(key) === undefined)
    expect(used.size).toBeGreaterThan(100)
    expect(missing).toEqual([])
  })

  it.each(Object.entries(specToasts))("ERR-6: %s is the spec's exact text", (key, text) => {
    expect(translate(key)).toBe(text)
  })

  it("ADM-8 and SES-7: the spec's own titles and texts", () => {
    expect(translate("ERRORS.MESSAGE_NOT_FOUND_TITLE")).toBe("Not Found!")
    expect(translate("ERRORS.MESSAGE_NOT_FOUND")).toBe("The requested message was not found.")
    expect(translate("ERRORS.LOGIN_LOCKED_TITLE")).toBe("Sorry!")
    expect(translate("ERRORS.VOYAGE_TEMPLATE_LOAD_FAILED")).toBe(
      "There was an error loading the Voyage Template data.",
    )
  })

  it("UI-1: English is the only language", () => {
    expect(Object.keys(en)).toContain("ERRORS")
    expect(translate("shell.signOut")).toBe("Sign out")
  })
})
