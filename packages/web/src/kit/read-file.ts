/** How a field's call takes a file: its text (a CSV), or a data URL (a picture kept inline). */
export type ReadAs = "text" | "dataUrl"

export interface Reading {
  /** The file's content in the form asked for, or undefined when the reading was stopped. */
  readonly done: Promise<string | undefined>
  readonly abort: () => void
}

/**
 * Reads a chosen file once, straight into the form its call sends (never
 * also as bytes), telling `onProgress` how far it has got (0 to 1), so a large
 * file shows progress while it is read.
 */
export const readFile = (file: Blob, as: ReadAs, onProgress: (fraction: number) => void): Reading => {
  const reader = new FileReader()
  const done = new Promise<string | undefined>((resolve, reject) => {
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.onabort = () => resolve(undefined)
  })
  if (as === "text") reader.readAsText(file)
  else reader.readAsDataURL(file)
  return {
    done,
    abort: () => {
      if (reader.readyState === FileReader.LOADING) reader.abort()
    },
  }
}
