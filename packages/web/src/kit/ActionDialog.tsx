import {
  type AppError,
  type FieldErrors,
  type ResourceOutcome,
  validateWith,
  type WellkitServices,
} from "@wellkit/core"
import type { Effect, Schema } from "effect"
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react"
import { ConfirmDialog } from "../components/ConfirmDialog.js"
import { useTranslation } from "../i18n/index.js"
import { FieldInput, type FormField, type FormValues } from "./FieldInput.js"
import { inputOf } from "./ResourceForm.js"
import { useResourceAction } from "./use-resource.js"

interface ActionDialogProps<Input, A> {
  readonly open: boolean
  readonly onClose: () => void
  readonly title: string
  /** What the action does, in the area's words, above the fields. */
  readonly body?: ReactNode
  readonly confirmLabel: string
  /** A destructive action (unenrol, delete) is confirmed with the danger button. */
  readonly danger?: boolean
  /** The kit's field kinds, as a record's form has them; none for a plain confirmation. */
  readonly fields: ReadonlyArray<FormField>
  readonly initial: FormValues
  /** What the payload needs but the person does not choose (the reward, the member). */
  readonly fixed?: Readonly<Record<string, unknown>>
  // biome-ignore lint/suspicious/noExplicitAny: the dialog gives the schema the form's text and reads what it decodes to.
  readonly schema: Schema.Schema<Input, any>
  /** A refusal that concerns a field (a status the area names), shown on it. */
  readonly fieldOfStatus?: Readonly<Record<number, string>>
  /** The area's write, through the kit's one write path: its toast, its refresh. */
  readonly run: (input: Input) => Effect.Effect<ResourceOutcome<A>, AppError, WellkitServices>
  readonly onDone?: (result: A) => void
}

/**
 * K8: a small form that runs one of an area's writes (earn override, manual
 * redemption, unenrol, a note). The payload is checked by the call's own schema
 * before anything is sent; the write is pessimistic: the dialog stays busy
 * until the answer, closes on success (the kit's toast says so and the write
 * reads its list again), and on a failure stays open with what was typed, the
 * refusal on its field or in the kit's error message.
 */
export const ActionDialog = <Input, A>(props: ActionDialogProps<Input, A>) => {
  const { open, onClose, fields, initial, fixed, schema, run, onDone } = props
  const { t } = useTranslation()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const { act, busy } = useResourceAction(props.fieldOfStatus)
  // Each opening starts from the area's initial values; `initial` is read only then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: an inline `initial` is a new object every render.
  useEffect(() => {
    if (!open) return
    setValues(initial)
    setErrors({})
  }, [open])

  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((field) => found[field.name])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
  }

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const checked = validateWith(schema)({ ...fixed, ...inputOf(fields, values) })
    if (!checked.ok) {
      setErrors(checked.errors)
      return focusFirst(checked.errors)
    }
    const done = await act(run(checked.value))
    if (done.ok) {
      onClose()
      onDone?.(done.result)
      return
    }
    setErrors(done.fieldErrors)
    focusFirst(done.fieldErrors)
  }

  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      danger={props.danger ?? false}
      title={props.title}
      confirmLabel={props.confirmLabel}
      busyLabel={t("kit.detail.working")}
      cancelLabel={t("kit.form.cancel")}
      onClose={onClose}
      onConfirm={() => void confirm()}
    >
      {props.body === undefined ? null : <div className="text-sm text-slate-700">{props.body}</div>}
      {fields.length === 0 ? null : (
        // A form, so Enter in a field confirms as the button does.
        <form ref={form} noValidate onSubmit={(event) => void confirm(event)} className="space-y-3">
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              values={values}
              error={errors[field.name]}
              onChange={(changes) => {
                setValues((current) => ({ ...current, ...changes }))
                setErrors((current) =>
                  Object.fromEntries(Object.entries(current).filter(([name]) => !(name in changes))),
                )
              }}
            />
          ))}
          {/* Enter submits a form only when it has a submit control; the dialog's own button stays the visible one. */}
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        </form>
      )}
    </ConfirmDialog>
  )
}
