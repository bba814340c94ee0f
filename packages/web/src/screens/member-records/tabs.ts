import type { MemberRef } from "@wellkit/core"
import { translate } from "../../i18n/index.js"
import type { RecordTab } from "../../kit/RecordTabs.js"
import { NotesPanel } from "./NotesPanel.js"
import {
  ActivitiesPanel,
  AttestationsPanel,
  DocumentsPanel,
  HraPanel,
  ResultsPanel,
  SupportTeamPanel,
} from "./ReadOnlyPanels.js"

/** A tab's label, read when the record's page renders: the area's texts are loaded by then, not at import. */
const tab = (id: string, words: string, Panel: RecordTab<MemberRef>["Panel"]): RecordTab<MemberRef> => ({
  id,
  get label() {
    return translate(words) ?? words
  },
  Panel,
})

/** The member record's tabs this area gives: notes, and the read-only parts of the record. */
export const memberRecordTabs: ReadonlyArray<RecordTab<MemberRef>> = [
  tab("notes", "memberRecords.notes.tab", NotesPanel),
  tab("activities", "memberRecords.activities.tab", ActivitiesPanel),
  tab("results", "memberRecords.results.tab", ResultsPanel),
  tab("supportTeam", "memberRecords.supportTeam.tab", SupportTeamPanel),
  tab("hra", "memberRecords.hra.tab", HraPanel),
  tab("attestation", "memberRecords.attestations.tab", AttestationsPanel),
  tab("documents", "memberRecords.documents.tab", DocumentsPanel),
]
