import { MANAGE_USERS_PATH } from "@wellkit/core"
import { Members } from "@wellkit/core/members"
import { Link, useSearchParams } from "react-router-dom"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { DemographicsList } from "../members/components/DemographicsList.js"
import { useMemberDemographics } from "../members/demographics.js"

/**
 * /member-profile?userId=…: a member's demographics, read-only, for an
 * organization admin who holds MEMBER_DEMOGRAPHIC_VIEW (NAV-4: the route
 * guard refuses anyone else); opened from a row of Manage users.
 */
export const MemberProfilePage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { record, retry } = useMemberDemographics(params.get("userId"))
  return (
    <div className="space-y-5">
      <Link
        to={MANAGE_USERS_PATH}
        className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2"
      >
        {t("members.demographics.backToUsers")}
      </Link>
      <RecordStates
        read={record}
        retry={retry}
        texts={{ loading: t("members.demographics.loading"), notFound: t("members.demographics.noMember") }}
      >
        {({ member, demographics }) => (
          <>
            <h1 className="text-2xl font-semibold">
              {t("members.demographics.profileTitle")}: {Members.memberName(member)}
            </h1>
            <DemographicsList member={member} demographics={demographics} />
          </>
        )}
      </RecordStates>
    </div>
  )
}

export const Component = MemberProfilePage
