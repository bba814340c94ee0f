import { type ReactNode, useEffect, useState } from "react"
import { ConfirmDialog } from "../components/ConfirmDialog.js"

export interface PickOption {
  readonly value: number
  readonly label: string
  readonly hint?: string
}

interface PickDialogProps {
  readonly open: boolean
  readonly busy: boolean
  readonly options: ReadonlyArray<PickOption>
  readonly texts: {
    readonly title: string
    /** The choices' group name. */
    readonly legend: string
    readonly confirm: string
    readonly cancel: string
    readonly busy: string
    /** Said when nothing is chosen and Confirm is pressed. */
    readonly chooseOne: string
    /** Said when there is nothing to choose from; empty while the choices load. */
    readonly empty: string
  }
  /** More fields the action needs (a start date). */
  readonly children?: ReactNode
  readonly onClose: () => void
  readonly onConfirm: (chosen: ReadonlyArray<number>) => void
}

/** Choose several records from a pick list (templates to import), then confirm. */
export const PickDialog = ({ open, busy, options, texts, children, onClose, onConfirm }: PickDialogProps) => {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [error, setError] = useState(false)
  useEffect(() => {
    if (open) {
      setChosen(new Set())
      setError(false)
    }
  }, [open])
  const toggle = (value: number) =>
    setChosen((current) => {
      const next = new Set(current)
      if (!next.delete(value)) next.add(value)
      setError(false)
      return next
    })
  const confirm = () => (chosen.size === 0 ? setError(true) : onConfirm([...chosen]))
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      cancelLabel={texts.cancel}
      onClose={onClose}
      onConfirm={confirm}
    >
      <fieldset className="space-y-2" aria-describedby={error ? "pick-error" : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{texts.legend}</legend>
        {options.length === 0 && texts.empty ? <p className="text-sm text-slate-600">{texts.empty}</p> : null}
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-brand-700"
              checked={chosen.has(option.value)}
              onChange={() => toggle(option.value)}
            />
            <span>
              {option.label}
              {option.hint ? <span className="block text-xs text-slate-600">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id="pick-error" role="alert" className="text-sm text-red-700">
          {texts.chooseOne}
        </p>
      ) : null}
      {children}
    </ConfirmDialog>
  )
}
