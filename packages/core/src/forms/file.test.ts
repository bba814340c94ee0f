import { describe, expect, it } from "vitest"
import { REWARD_FILE } from "../api/RewardFiles.js"
import { SOCIAL_IMAGE_FILE } from "../api/Social.js"
import { BATCH_FILE } from "../areas/users/batch-rules.js"
import { acceptOf, type FileFacts, fileHint, fileProblem, formatBytes } from "./file.js"

const KB = 1024
const MB = 1024 * KB
const file = (name: string, size: number, type = ""): FileFacts => ({ name, size, type })

describe("formatBytes", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [399, "399 bytes"],
    [1023, "1023 bytes"],
    [KB, "1 KB"],
    [1536, "1.5 KB"],
    [200 * KB, "200 KB"],
    [MB - 1, "1 MB"],
    [MB, "1 MB"],
    [10 * MB, "10 MB"],
    [Math.round(12.44 * MB), "12.4 MB"],
    [20 * MB + 1, "20 MB"],
  ])("%i bytes is %s", (bytes, words) => {
    expect(formatBytes(bytes)).toBe(words)
  })
})

describe("K10: a reward file is refused before anything is read or sent", () => {
  it.each([
    ["a CSV file", file("rewards-march.csv", 20, "text/csv"), undefined],
    ["a text file", file("rewards.txt", 20, "text/plain"), undefined],
    ["a CSV file Windows calls Excel's", file("rewards.csv", 20, "application/vnd.ms-excel"), undefined],
    ["a CSV file with no type reported", file("REWARDS.CSV", 20), undefined],
    ["exactly the limit", file("rewards.csv", 10 * MB, "text/csv"), undefined],
    [
      "a spreadsheet",
      file("rewards.xlsx", 20, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
      "“rewards.xlsx” cannot be used here: choose a CSV or text file (.csv or .txt).",
    ],
    [
      "a picture named as nothing",
      file("rewards", 20, "image/png"),
      "“rewards” cannot be used here: choose a CSV or text file (.csv or .txt).",
    ],
    [
      "one byte over the limit",
      file("rewards.csv", 10 * MB + 1, "text/csv"),
      "“rewards.csv” is over the 10 MB limit. Split it into smaller files.",
    ],
    [
      "far over the limit",
      file("year.csv", Math.round(12.44 * MB), "text/csv"),
      "“year.csv” is 12.4 MB, over the 10 MB limit. Split it into smaller files.",
    ],
    [
      "a wrong type that is also too large: the type is said",
      file("film.mp4", 300 * MB, "video/mp4"),
      "“film.mp4” cannot be used here: choose a CSV or text file (.csv or .txt).",
    ],
    [
      "an empty file",
      file("empty.csv", 0, "text/csv"),
      "“empty.csv” is empty. Choose a file with something in it.",
    ],
  ])("%s", (_, facts, problem) => {
    expect(fileProblem(facts, REWARD_FILE)).toBe(problem)
  })
})

describe("K10: a social picture and an employee file", () => {
  it.each([
    ["a PNG picture", file("walk.png", 399, "image/png"), SOCIAL_IMAGE_FILE, undefined],
    [
      "an SVG picture (it can carry script)",
      file("logo.svg", 399, "image/svg+xml"),
      SOCIAL_IMAGE_FILE,
      "“logo.svg” cannot be used here: choose a PNG, JPEG, GIF or WebP picture.",
    ],
    [
      "a picture named .png but of no type: the type decides, for the data URL carries it",
      file("walk.png", 399),
      SOCIAL_IMAGE_FILE,
      "“walk.png” cannot be used here: choose a PNG, JPEG, GIF or WebP picture.",
    ],
    [
      "a picture over 200 KB",
      file("walk.jpg", 300 * KB, "image/jpeg"),
      SOCIAL_IMAGE_FILE,
      "“walk.jpg” is 300 KB, over the 200 KB limit. Make it smaller, or give its address.",
    ],
    ["an employee CSV file", file("march-hires.csv", 4000, "text/csv"), BATCH_FILE, undefined],
    [
      "an employee file over 20 MB",
      file("everyone.csv", 21 * MB, "text/csv"),
      BATCH_FILE,
      "“everyone.csv” is 21 MB, over the 20 MB limit. Upload it with the command line: wellkit users batch-upload.",
    ],
    [
      "an employee file as text",
      file("hires.txt", 4000, "text/plain"),
      BATCH_FILE,
      "“hires.txt” cannot be used here: choose a CSV file (.csv).",
    ],
  ])("%s", (_, facts, rules, problem) => {
    expect(fileProblem(facts, rules)).toBe(problem)
  })
})

describe("K10: what a field says it takes", () => {
  it.each([
    [REWARD_FILE, "A CSV or text file (.csv or .txt), at most 10 MB.", "text/csv,text/plain,.csv,.txt"],
    [
      SOCIAL_IMAGE_FILE,
      "A PNG, JPEG, GIF or WebP picture, at most 200 KB.",
      "image/png,image/jpeg,image/gif,image/webp",
    ],
    [BATCH_FILE, "A CSV file (.csv), at most 20 MB.", "text/csv,.csv"],
  ])("%#: %s", (rules, hint, accept) => {
    expect(fileHint(rules)).toBe(hint)
    expect(acceptOf(rules)).toBe(accept)
  })
})
