import type { MemberRef } from "@wellkit/core"
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

/** A tab's label is its catalogue key: the record page translates it. */
const tab = (id: string, label: string, Panel: RecordTab<MemberRef>["Panel"]): RecordTab<MemberRef> => ({
  id,
  label,
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
