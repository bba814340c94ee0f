import type { EntityId } from "@wellkit/core"
import {
  COMMUNITY_TEXT_MAX,
  Social,
  type SocialCommunity,
  SocialCommunityInput,
  type SocialGroupId,
} from "@wellkit/core/social"
import { useMemo, useState } from "react"
import { Button } from "../../../components/Button.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { useTranslation } from "../../../i18n/index.js"
import { type FormField, ResourceForm, valuesOf } from "../../../kit/ResourceForm.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { imageField } from "./ImageField.js"

type T = ReturnType<typeof useTranslation>["t"]
const visibilities = ["public", "private", "hidden"] as const

const communityFields = (t: T): ReadonlyArray<FormField> => [
  {
    name: "name",
    label: t("social.community.fields.name"),
    kind: "text",
    maxLength: COMMUNITY_TEXT_MAX.name,
  },
  {
    name: "description",
    label: t("social.community.fields.description"),
    kind: "textarea",
    maxLength: COMMUNITY_TEXT_MAX.description,
    hint: t("social.community.descriptionHint"),
  },
  {
    name: "visibility",
    label: t("social.community.fields.visibility"),
    kind: "select",
    emptyLabel: t("social.community.chooseVisibility"),
    options: visibilities.map((v) => ({ value: v, label: t(`social.community.visibilityHint.${v}`) })),
  },
  imageField("imageUrl", t("social.community.fields.image")),
]

interface CommunityEditorProps {
  readonly entityId: EntityId
  readonly groupId: SocialGroupId
  /** None for a new community. */
  readonly community: SocialCommunity | undefined
}

/** A community's form (or a new one's) and its delete; the member count is the API's, shown only. */
export const CommunityEditor = ({ entityId, groupId, community }: CommunityEditorProps) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const [asking, setAsking] = useState(false)
  const fields = useMemo(() => communityFields(t), [t])
  const title = community
    ? t("social.community.edit", { name: community.name })
    : t("social.community.create")
  const save = async (input: unknown) => {
    const done = await act(Social.communities.save(input as SocialCommunityInput, entityId))
    return done.ok ? {} : done.fieldErrors
  }
  const remove = async () => {
    if (!community) return
    const done = await act(Social.communities.remove(groupId, community.socialCommunityId, entityId))
    if (!done.ok) setAsking(false)
  }
  return (
    <section aria-labelledby="community-title" className="space-y-4">
      <div>
        <h1 id="community-title" className="text-2xl font-semibold">
          {title}
        </h1>
        {community ? (
          <p className="text-sm text-slate-600">
            {t("social.community.members", { count: community.memberCount })}
          </p>
        ) : null}
      </div>
      <ResourceForm
        key={JSON.stringify(community ?? null)}
        label={title}
        fields={fields}
        initial={valuesOf(fields, community ?? { visibility: "public" })}
        schema={SocialCommunityInput}
        fixed={{ groupId, ...(community ? { socialCommunityId: community.socialCommunityId } : {}) }}
        busy={busy}
        onSubmit={save}
      >
        {community ? (
          <Button variant="danger" onClick={() => setAsking(true)} disabled={busy}>
            {t("kit.detail.delete")}
          </Button>
        ) : null}
      </ResourceForm>
      {community ? (
        <ConfirmDialog
          open={asking}
          danger
          busy={busy}
          title={t("social.community.deleteQuestion", { name: community.name })}
          confirmLabel={t("kit.detail.delete")}
          busyLabel={t("kit.detail.deleting")}
          cancelLabel={t("kit.detail.keep")}
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        >
          <p>{t("social.community.deleteBody", { count: community.memberCount })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
