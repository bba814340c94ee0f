import { acceptOf, type FileFacts, type FileRules, fileHint, fileProblem, formatBytes } from "@wellkit/core"
import { type DragEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react"
import { Button } from "../components/Button.js"
import { useTranslation } from "../i18n/index.js"
import { type ReadAs, type Reading, readFile } from "./read-file.js"

/** A file that passed its field's checks, read into the form its call sends. */
export interface ChosenFile extends FileFacts {
  readonly content: string
}

/** The caller's long work with the file (sending it): its words, and how far it is when that is known. */
export interface Sending {
  readonly label: string
  readonly done?: number
  readonly total?: number
}

export interface FileFieldProps {
  /** The input's name (what the keyboard reaches and tests find). */
  readonly name: string
  /** The field's accessible name. */
  readonly label: string
  /** What it accepts: core's declaration of the use (`REWARD_FILE`, `BATCH_FILE`, `SOCIAL_IMAGE_FILE`). */
  readonly rules: FileRules
  readonly read: ReadAs
  /** The caller holds the chosen file: it stays until the caller clears it (after a success, say). */
  readonly file: ChosenFile | undefined
  readonly onChange: (file: ChosenFile | undefined) => void
  /** What the file should hold; the rules' own line (types, limit) follows it. */
  readonly hint?: string
  /** A refusal of the caller's (its form's schema), shown under the field. */
  readonly error?: string | undefined
  /** While set, the choice cannot change, and the field says how the sending goes. */
  readonly sending?: Sending | undefined
  /** The input itself, for a caller that moves the focus to it (a dialog's confirm with nothing chosen). */
  readonly ref?: Ref<HTMLInputElement>
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files")

/**
 * K10: the one file field. A real file input (Tab reaches it, Enter or Space
 * opens the chooser) inside a drop zone; the file is checked against its
 * rules before anything reads or sends it, read once with progress, and its
 * name and size are shown and announced, with a way to clear the choice.
 */
export const FileField = ({
  name,
  label,
  rules,
  read,
  file,
  onChange,
  hint,
  error,
  sending,
  ref,
}: FileFieldProps) => {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // Read once mounted, when the input is there.
  useImperativeHandle(ref, () => input.current as HTMLInputElement, [])
  const current = useRef<Reading | undefined>(undefined)
  const [reading, setReading] = useState<{ readonly fileName: string; readonly percent: number }>()
  const [problem, setProblem] = useState<string>()
  const [over, setOver] = useState(false)
  useEffect(() => () => current.current?.abort(), [])

  const take = async (chosen: File) => {
    current.current?.abort()
    const refused = fileProblem(chosen, rules)
    setProblem(refused)
    // A refused file changes nothing: what was chosen before stays chosen.
    if (refused) return setReading(undefined)
    const fileName = chosen.name
    setReading({ fileName, percent: 0 })
    const now = readFile(chosen, read, (fraction) => {
      // In tens, so a screen reader hears a few steps, not every event.
      const percent = Math.floor(fraction * 10) * 10
      setReading((was) => (was?.percent === percent ? was : { fileName, percent }))
    })
    current.current = now
    try {
      const content = await now.done
      if (content !== undefined) onChange({ name: fileName, size: chosen.size, type: chosen.type, content })
    } catch {
      setProblem(t("kit.file.unreadable", { fileName }))
    } finally {
      if (current.current === now) {
        current.current = undefined
        setReading(undefined)
      }
    }
  }

  const clear = () => {
    current.current?.abort()
    setProblem(undefined)
    onChange(undefined)
    // The button goes with the choice: the focus goes back to the field, not to the page's top.
    input.current?.focus()
  }

  const busy = sending !== undefined
  const onDragOver = (event: DragEvent) => {
    if (busy || !hasFiles(event)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = "copy"
    setOver(true)
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (busy) return
    const files = event.dataTransfer.files
    const first = files[0]
    if (files.length !== 1 || !first) return setProblem(t("kit.file.oneAtATime"))
    void take(first)
  }

  const shownError = problem ?? error
  const describedBy = [hint ? `${id}-hint` : "", `${id}-rules`, shownError ? `${id}-error` : ""]
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-rules`} className="text-xs text-slate-600">
        {fileHint(rules)}
      </p>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={acceptOf(rules)}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy.filter(Boolean).join(" ")}
        aria-invalid={shownError ? true : undefined}
        disabled={busy}
        className="peer sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          // Emptied, so choosing the same file again is a change too.
          event.target.value = ""
          if (chosen) void take(chosen)
        }}
      />
      <label
        htmlFor={id}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-wrap items-center gap-3 rounded-md border-2 border-dashed px-4 py-4 text-sm text-slate-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${over ? "border-brand-600 bg-brand-50" : "cursor-pointer border-slate-300 bg-slate-50 hover:border-slate-400"}`}
      >
        <span className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 shadow-sm">
          {t("kit.file.choose")}
        </span>
        <span>{over ? t("kit.file.dropNow") : t("kit.file.drop")}</span>
      </label>
      <div role="status" className="text-sm text-slate-700">
        {reading ? (
          <Progress
            text={t("kit.file.reading", reading)}
            label={t("kit.file.readingProgress")}
            done={reading.percent}
            total={100}
          />
        ) : sending ? (
          <Progress
            text={sending.label}
            label={t("kit.file.sendingProgress")}
            done={sending.done}
            total={sending.total}
          />
        ) : file ? (
          <p>
            {t("kit.file.chosen")} <span className="font-medium">{file.name}</span> ({formatBytes(file.size)})
          </p>
        ) : null}
      </div>
      {file && !reading && !busy ? (
        <Button variant="secondary" className="self-start" onClick={clear}>
          {t("kit.file.clear")}
        </Button>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} role={problem ? "alert" : undefined} className="text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
    </div>
  )
}

interface ProgressProps {
  readonly text: string
  readonly label: string
  readonly done?: number | undefined
  readonly total?: number | undefined
}

const Progress = ({ text, label, done, total }: ProgressProps) => (
  <div className="space-y-1">
    <p>{text}</p>
    {/* Without a count the bar runs without a value: still moving, not stuck. */}
    <progress className="w-full max-w-md" aria-label={label} value={done} max={total} />
  </div>
)
