/**
 * What a file field accepts (K10), declared once per use: the portal's field,
 * the command line and the sandbox read the same limits, and a refused file is
 * said in the same words wherever it is chosen.
 */
export interface FileRules {
  /** The largest file accepted, in bytes. */
  readonly maxBytes: number
  /** The MIME types accepted, as the browser reports them (`file.type`). */
  readonly types: ReadonlyArray<string>
  /**
   * Name endings accepted whatever type the browser reports, lower case with the
   * dot. A CSV file is "" on some systems and Excel's type on Windows; leave it
   * out where the type is what is sent (a picture's data URL carries it).
   */
  readonly extensions?: ReadonlyArray<string>
  /** The accepted types in words, after "a"/"an": "a CSV file", "a PNG, JPEG, GIF or WebP picture". */
  readonly described: string
  /** What to do with a file too large, said after the refusal: "Upload it with the command line: …". */
  readonly whenTooLarge?: string
}

/** What the checks read of a file: a browser `File` or the command line's `stat` both give it. */
export interface FileFacts {
  readonly name: string
  readonly size: number
  readonly type: string
}

const KB = 1024
const MB = 1024 * KB

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10)

/** A size as people read it, in the units the limits are declared in (1 KB = 1,024 bytes): "399 bytes", "200 KB", "12.4 MB". */
export const formatBytes = (bytes: number): string => {
  if (bytes < KB) return bytes === 1 ? "1 byte" : `${bytes} bytes`
  // 1,023.96 KB rounds to "1024 KB": say it in the next unit instead.
  if (bytes < MB && Math.round((bytes / KB) * 10) < 10 * KB) return `${oneDecimal(bytes / KB)} KB`
  return `${oneDecimal(bytes / MB)} MB`
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".")
  return dot > 0 ? name.slice(dot).toLowerCase() : ""
}

/** The file chooser's `accept`: the types and the name endings, so the chooser offers only what can be used. */
export const acceptOf = (rules: FileRules): string => [...rules.types, ...(rules.extensions ?? [])].join(",")

/** The line under a file field saying what it takes: "A CSV file, at most 10 MB." */
export const fileHint = (rules: FileRules): string =>
  `${capitalised(rules.described)}, at most ${formatBytes(rules.maxBytes)}.`

/** Whether a file is of an accepted type: its reported type is listed, or its name ends as one listed. */
export const isAcceptedType = (file: FileFacts, rules: FileRules): boolean =>
  rules.types.includes(file.type.toLowerCase()) || (rules.extensions ?? []).includes(extensionOf(file.name))

/**
 * Why a file is refused before anything reads or sends it, or undefined when it
 * may be used. The type is checked first (a wrong file is wrong at any size),
 * then the size, then that there is something in it.
 */
export const fileProblem = (file: FileFacts, rules: FileRules): string | undefined => {
  const name = `“${file.name}”`
  if (!isAcceptedType(file, rules)) return `${name} cannot be used here: choose ${rules.described}.`
  if (file.size > rules.maxBytes) {
    const [size, limit] = [formatBytes(file.size), formatBytes(rules.maxBytes)]
    // Just over the limit reads as the limit itself ("10 MB"): then the size is left out.
    const refused =
      size === limit ? `${name} is over the ${limit} limit.` : `${name} is ${size}, over the ${limit} limit.`
    return rules.whenTooLarge ? `${refused} ${rules.whenTooLarge}` : refused
  }
  if (file.size === 0) return `${name} is empty. Choose a file with something in it.`
  return undefined
}
