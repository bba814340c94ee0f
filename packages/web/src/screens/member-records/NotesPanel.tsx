import {
  MemberRecords,
  type MemberRef,
  USER_NOTE_TEXT_MAX,
  type UserNote,
  UserNoteId,
  UserNoteInput,
} from "@wellkit/core"
import { Schema } from "effect"
import { useState } from "react"
import { Button } from "../../components/Button.js"
import { useTranslation } from "../../i18n/index.js"
import { ActionDialog } from "../../kit/ActionDialog.js"
import type { FormField } from "../../kit/FieldInput.js"
import { RelatedList } from "../../kit/RelatedList.js"
import { instant } from "./components/words.js"

/** An edit or a delete names its note: a payload field the person does not choose. */
const NoteEdit = Schema.Struct({ ...UserNoteInput.fields, userNoteId: UserNoteId })
const NoteDelete = Schema.Struct({ userNoteId: UserNoteId })

type Open =
  | { readonly kind: "add" }
  | { readonly kind: "edit" | "delete"; readonly note: UserNote }
  | undefined

/** The member's notes: newest first, each added, edited or deleted in the kit's action dialog. */
export const NotesPanel = ({ of }: { readonly of: MemberRef }) => {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Open>()
  const fields: ReadonlyArray<FormField> = [
    {
      name: "text",
      label: t("memberRecords.notes.text"),
      kind: "textarea",
      maxLength: USER_NOTE_TEXT_MAX.text,
    },
  ]
  const close = () => setOpen(undefined)
  return (
    <div className="space-y-3">
      <Button onClick={() => setOpen({ kind: "add" })}>{t("memberRecords.notes.add")}</Button>
      <RelatedList
        related={MemberRecords.notes}
        of={of.userId}
        texts={{
          loading: t("memberRecords.notes.loading"),
          empty: t("memberRecords.notes.empty"),
          count: (count) => t("memberRecords.notes.count", { count }),
        }}
        rows={MemberRecords.notesNewestFirst}
      >
        {(notes) => (
          <ul aria-label={t("memberRecords.notes.label")} className="space-y-2">
            {notes.map((note) => {
              const date = instant(note.createdAt)
              return (
                <li key={note.userNoteId} className="rounded-md border border-slate-200 bg-white p-3">
                  <p className="whitespace-pre-wrap">{note.text}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {t("memberRecords.notes.by", { author: note.author, date })}
                    {note.updatedAt
                      ? ` · ${t("memberRecords.notes.edited", { date: instant(note.updatedAt) })}`
                      : null}
                  </p>
                  <div className="mt-2 flex gap-2">
                    <Button
                      variant="secondary"
                      aria-label={t("memberRecords.notes.editOf", { date })}
                      onClick={() => setOpen({ kind: "edit", note })}
                    >
                      {t("memberRecords.notes.edit")}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t("memberRecords.notes.deleteOf", { date })}
                      onClick={() => setOpen({ kind: "delete", note })}
                    >
                      {t("memberRecords.notes.delete")}
                    </Button>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </RelatedList>
      <ActionDialog
        open={open?.kind === "add"}
        onClose={close}
        title={t("memberRecords.notes.add")}
        confirmLabel={t("memberRecords.notes.save")}
        fields={fields}
        initial={{ text: "" }}
        schema={UserNoteInput}
        run={(input) => MemberRecords.addNote(of.userId, input)}
      />
      <ActionDialog
        open={open?.kind === "edit"}
        onClose={close}
        title={t("memberRecords.notes.edit")}
        confirmLabel={t("memberRecords.notes.save")}
        fields={fields}
        initial={{ text: open?.kind === "edit" ? open.note.text : "" }}
        fixed={{ userNoteId: open?.kind === "edit" ? open.note.userNoteId : undefined }}
        schema={NoteEdit}
        run={({ userNoteId, text }) => MemberRecords.updateNote(of.userId, userNoteId, { text })}
      />
      <ActionDialog
        open={open?.kind === "delete"}
        onClose={close}
        title={t("memberRecords.notes.delete")}
        body={t("memberRecords.notes.deleteQuestion")}
        confirmLabel={t("memberRecords.notes.delete")}
        danger
        fields={[]}
        initial={{}}
        fixed={{ userNoteId: open?.kind === "delete" ? open.note.userNoteId : undefined }}
        schema={NoteDelete}
        run={({ userNoteId }) => MemberRecords.deleteNote(of.userId, userNoteId)}
      />
    </div>
  )
}
