/** The tabs' ids in the member's record (`?tab=`), read by the record's tab list. */
export const MEMBER_PROGRAMS_TAB = "programs"
export const MEMBER_CHALLENGES_TAB = "challenges"
