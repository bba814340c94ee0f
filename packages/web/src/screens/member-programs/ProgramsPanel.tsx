import type { MemberRef } from "@wellkit/core"
import { canDeleteProgram, type MemberProgram, MemberPrograms } from "@wellkit/core/member-programs"
import { Schema } from "effect"
import { useState } from "react"
import { useTranslation } from "../../i18n/index.js"
import { ActionDialog } from "../../kit/ActionDialog.js"
import { ProgramList, type ProgramView } from "./ProgramList.js"

const Nothing = Schema.Struct({})
type ListId = ProgramView["list"]

/** The member's programs tab: current, invited and past programs; a row opens its activities or focus report. */
export const ProgramsPanel = ({ of }: { readonly of: MemberRef }) => {
  const { t } = useTranslation()
  const [view, setView] = useState<ProgramView>()
  const [deleting, setDeleting] = useState<MemberProgram>()
  const toggle = (next: ProgramView) =>
    setView((shown) =>
      shown?.kind === next.kind && shown.program.userProgramId === next.program.userProgramId
        ? undefined
        : next,
    )
  const list = (id: ListId, related: typeof MemberPrograms.programs, title: string) => (
    <ProgramList
      id={id}
      title={title}
      related={related}
      of={of}
      view={view?.list === id ? view : undefined}
      onView={toggle}
      onHide={() => setView(undefined)}
      onDelete={setDeleting}
      canDelete={canDeleteProgram}
    />
  )
  return (
    <div className="space-y-8">
      {list("current", MemberPrograms.programs, t("memberPrograms.current"))}
      {list("invited", MemberPrograms.invited, t("memberPrograms.invited"))}
      {list("history", MemberPrograms.history, t("memberPrograms.history"))}
      <ActionDialog
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t("memberPrograms.deleteTitle", { name: deleting?.name ?? "" })}
        body={<p>{t("memberPrograms.deleteBody")}</p>}
        confirmLabel={t("memberPrograms.deleteConfirm")}
        danger
        fields={[]}
        initial={{}}
        schema={Nothing}
        run={() =>
          MemberPrograms.deleteProgram({ userId: of.userId, userProgramId: deleting?.userProgramId as never })
        }
        onDone={() =>
          setView((shown) => (shown?.program.userProgramId === deleting?.userProgramId ? undefined : shown))
        }
      />
    </div>
  )
}
