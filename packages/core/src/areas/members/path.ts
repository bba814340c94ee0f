/** The staff area's members (outside /noap/admin); the router reads it before the SDK loads. */
export const MEMBERS_PATH = "/noap/member"

/** A member's demographics, edited by staff: `/noap/member/{userId}/demographics`. */
export const MEMBER_DEMOGRAPHICS_PAGE = ":id/demographics"

/** The portal's read-only member profile (NAV-4: MEMBER_DEMOGRAPHIC_VIEW), `?userId=…`. */
export const MEMBER_PROFILE_PATH = "/member-profile"
