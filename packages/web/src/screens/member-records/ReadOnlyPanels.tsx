import { formatBytes, MemberRecords, type MemberRef } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { RelatedTable } from "./components/RelatedTable.js"
import { day, instant } from "./components/words.js"

type Panel = { readonly of: MemberRef }

export const ActivitiesPanel = ({ of }: Panel) => {
  const { t } = useTranslation()
  return (
    <RelatedTable
      of={of}
      list={MemberRecords.activities}
      caption={t("memberRecords.activities.tab")}
      texts={{
        loading: t("memberRecords.activities.loading"),
        empty: t("memberRecords.activities.empty"),
        count: (count) => t("memberRecords.activities.count", { count }),
      }}
      order={MemberRecords.newestFirst}
      rowKey={(row) => row.activityId}
      columns={[
        {
          head: t("memberRecords.activities.date"),
          cell: (row) => <time dateTime={row.date}>{day(row.date)}</time>,
        },
        { head: t("memberRecords.activities.type"), cell: (row) => row.type },
        {
          head: { label: t("memberRecords.activities.value"), numeric: true },
          cell: (row) => MemberRecords.withUnit(row.value, row.unit),
        },
        { head: t("memberRecords.activities.source"), cell: (row) => row.source },
      ]}
    />
  )
}

export const ResultsPanel = ({ of }: Panel) => {
  const { t } = useTranslation()
  return (
    <RelatedTable
      of={of}
      list={MemberRecords.results}
      caption={t("memberRecords.results.tab")}
      texts={{
        loading: t("memberRecords.results.loading"),
        empty: t("memberRecords.results.empty"),
        count: (count) => t("memberRecords.results.count", { count }),
      }}
      order={MemberRecords.newestFirst}
      rowKey={(row) => row.resultId}
      columns={[
        { head: t("memberRecords.results.measure"), cell: (row) => row.measure },
        {
          head: { label: t("memberRecords.results.value"), numeric: true },
          cell: (row) => MemberRecords.withUnit(row.value, row.unit),
        },
        {
          head: t("memberRecords.results.date"),
          cell: (row) => <time dateTime={row.date}>{day(row.date)}</time>,
        },
        {
          head: t("memberRecords.results.range"),
          cell: (row) => t(`memberRecords.results.${MemberRecords.rangeOf(row)}`),
        },
      ]}
    />
  )
}

export const SupportTeamPanel = ({ of }: Panel) => {
  const { t } = useTranslation()
  return (
    <RelatedTable
      of={of}
      list={MemberRecords.supportTeam}
      caption={t("memberRecords.supportTeam.tab")}
      texts={{
        loading: t("memberRecords.supportTeam.loading"),
        empty: t("memberRecords.supportTeam.empty"),
        count: (count) => t("memberRecords.supportTeam.count", { count }),
      }}
      rowKey={(row) => row.supportMemberId}
      columns={[
        { head: t("memberRecords.supportTeam.name"), cell: (row) => row.name },
        { head: t("memberRecords.supportTeam.role"), cell: (row) => row.role },
        {
          head: t("memberRecords.supportTeam.contact"),
          cell: (row) => (
            <span className="flex flex-col gap-1">
              <a
                className="inline-flex min-h-6 items-center text-brand-700 underline"
                href={`mailto:${row.emailAddress}`}
              >
                {row.emailAddress}
              </a>
              <a
                className="inline-flex min-h-6 items-center text-brand-700 underline"
                href={`tel:${row.phone.replace(/\s+/g, "")}`}
              >
                {row.phone}
              </a>
            </span>
          ),
        },
      ]}
    />
  )
}

export const HraPanel = ({ of }: Panel) => {
  const { t } = useTranslation()
  return (
    <RelatedTable
      of={of}
      list={MemberRecords.hra}
      caption={t("memberRecords.hra.tab")}
      texts={{
        loading: t("memberRecords.hra.loading"),
        empty: t("memberRecords.hra.empty"),
        count: (count) => t("memberRecords.hra.count", { count }),
      }}
      rowKey={(row) => row.hraId}
      columns={[
        {
          head: t("memberRecords.hra.completed"),
          cell: (row) => <time dateTime={row.completedDate}>{day(row.completedDate)}</time>,
        },
        {
          head: { label: t("memberRecords.hra.score"), numeric: true },
          cell: (row) => t("memberRecords.hra.scoreOf", { score: row.score }),
        },
        { head: t("memberRecords.hra.risk"), cell: (row) => row.riskLevel },
        { head: t("memberRecords.hra.summary"), cell: (row) => row.summary },
      ]}
    />
  )
}

export const AttestationsPanel = ({ of }: Panel) => {
  const { t } = useTranslation()
  return (
    <RelatedTable
      of={of}
      list={MemberRecords.attestations}
      caption={t("memberRecords.attestations.tab")}
      texts={{
        loading: t("memberRecords.attestations.loading"),
        empty: t("memberRecords.attestations.empty"),
        count: (count) => t("memberRecords.attestations.count", { count }),
      }}
      rowKey={(row) => row.attestationId}
      columns={[
        { head: t("memberRecords.attestations.statement"), cell: (row) => row.statement },
        {
          head: t("memberRecords.attestations.attestedAt"),
          cell: (row) => <time dateTime={row.attestedAt}>{instant(row.attestedAt)}</time>,
        },
      ]}
    />
  )
}

export const DocumentsPanel = ({ of }: Panel) => {
  const { t } = useTranslation()
  return (
    <RelatedTable
      of={of}
      list={MemberRecords.documents}
      caption={t("memberRecords.documents.tab")}
      texts={{
        loading: t("memberRecords.documents.loading"),
        empty: t("memberRecords.documents.empty"),
        count: (count) => t("memberRecords.documents.count", { count }),
      }}
      rowKey={(row) => row.documentId}
      columns={[
        { head: t("memberRecords.documents.name"), cell: (row) => row.name },
        { head: t("memberRecords.documents.type"), cell: (row) => row.type },
        {
          head: t("memberRecords.documents.date"),
          cell: (row) => <time dateTime={row.date}>{day(row.date)}</time>,
        },
        {
          head: { label: t("memberRecords.documents.size"), numeric: true },
          cell: (row) => formatBytes(row.sizeBytes),
        },
      ]}
    />
  )
}
