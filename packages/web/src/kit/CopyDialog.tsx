import { type EntityId, type EntityList, type FieldErrors, validateWith } from "@wellkit/core"
import type { Schema } from "effect"
import { type FormEvent, type ReactElement, useEffect, useRef, useState } from "react"
import { ConfirmDialog } from "../components/ConfirmDialog.js"
import { Field, inputClass } from "../components/Field.js"
import { SelectField } from "../components/SelectField.js"
import { useTranslation } from "../i18n/index.js"
import { LimitedText } from "./LimitedText.js"

/** A text the copy needs (K4: a flow's copy takes a tag). */
export interface CopyInput {
  readonly name: string
  readonly label: string
  readonly hint?: string
  readonly maxLength?: number
}

interface Common {
  readonly open: boolean
  readonly busy: boolean
  readonly texts: { readonly title: string; readonly body: string; readonly confirm: string }
  readonly onClose: () => void
}

/** Copy to another organization: the organization is chosen, then confirmed. */
interface ToOrganization extends Common {
  /** Every organization the record may be copied to (not its own). */
  readonly entities: EntityList
  readonly texts: Common["texts"] & { readonly target: string }
  readonly onConfirm: (target: EntityId) => void
}

/** K4: a copy that takes inputs (a new tag), checked by the copy call's payload schema before it is sent. */
interface WithInputs<A> extends Common {
  readonly inputs: ReadonlyArray<CopyInput>
  // biome-ignore lint/suspicious/noExplicitAny: the dialog gives the schema text and reads what it decodes to.
  readonly schema: Schema.Schema<A, any>
  /** A refusal of the call that concerns an input (a tag already used), shown on it. */
  readonly errors?: FieldErrors
  readonly onConfirm: (value: A) => void
}

/** Copy a record: to another organization, or with inputs of its own (K4); either way confirmed first. */
export function CopyDialog(props: ToOrganization): ReactElement
export function CopyDialog<A>(props: WithInputs<A>): ReactElement
export function CopyDialog<A>(props: ToOrganization | WithInputs<A>): ReactElement {
  return "inputs" in props ? <CopyWithInputs {...props} /> : <CopyToOrganization {...props} />
}

const CopyToOrganization = ({ open, busy, entities, texts, onClose, onConfirm }: ToOrganization) => {
  const { t } = useTranslation()
  const [target, setTarget] = useState<EntityId | undefined>(entities[0]?.id)
  useEffect(() => {
    if (open) setTarget(entities[0]?.id)
  }, [open, entities])
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={t("kit.detail.working")}
      cancelLabel={t("kit.form.cancel")}
      onClose={onClose}
      onConfirm={() => target !== undefined && onConfirm(target)}
    >
      <p>{texts.body}</p>
      <SelectField
        label={texts.target}
        value={target ?? ""}
        options={entities.map((entity) => ({ value: entity.id, label: entity.name }))}
        onChange={(value) => setTarget(Number(value) as EntityId)}
      />
    </ConfirmDialog>
  )
}

const CopyWithInputs = <A,>({
  open,
  busy,
  inputs,
  schema,
  errors,
  texts,
  onClose,
  onConfirm,
}: WithInputs<A>) => {
  const { t } = useTranslation()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<string, string>>({})
  const [problems, setProblems] = useState<FieldErrors>({})
  useEffect(() => {
    if (open) {
      setValues({})
      setProblems({})
    }
  }, [open])
  useEffect(() => setProblems(errors ?? {}), [errors])
  const confirm = (event?: FormEvent) => {
    event?.preventDefault()
    const checked = validateWith(schema)(
      Object.fromEntries(inputs.map((i) => [i.name, values[i.name] ?? ""])),
    )
    if (checked.ok) return onConfirm(checked.value)
    setProblems(checked.errors)
    const first = inputs.find((input) => checked.errors[input.name])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
  }
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={t("kit.detail.working")}
      cancelLabel={t("kit.form.cancel")}
      onClose={onClose}
      onConfirm={() => confirm()}
    >
      <p>{texts.body}</p>
      {/* A form, so Enter in a field confirms as the button does. */}
      <form ref={form} noValidate onSubmit={confirm} className="space-y-3">
        {inputs.map((input, index) => {
          const change = (value: string) => {
            setValues((current) => ({ ...current, [input.name]: value }))
            setProblems(({ [input.name]: _gone, ...rest }) => rest)
          }
          // The dialog opens on the first input, so a keyboard user types at once; a limited one
          // shows its counter (issue 40).
          if (input.maxLength !== undefined)
            return (
              <LimitedText
                key={input.name}
                name={input.name}
                label={input.label}
                hint={input.hint}
                error={problems[input.name]}
                max={input.maxLength}
                autoFocus={index === 0}
                value={values[input.name] ?? ""}
                onChange={change}
              />
            )
          return (
            <Field key={input.name} label={input.label} hint={input.hint} error={problems[input.name]}>
              <input
                name={input.name}
                type="text"
                data-autofocus={index === 0 ? true : undefined}
                autoComplete="off"
                className={inputClass}
                value={values[input.name] ?? ""}
                onChange={(event) => change(event.target.value)}
              />
            </Field>
          )
        })}
      </form>
    </ConfirmDialog>
  )
}
