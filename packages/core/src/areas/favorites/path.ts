export const FAVORITES_PATH = "/noap/member/favorites"

/** A member's record page, served by the members area (its MEMBERS_PATH): My favourites links to it. */
export const memberRecordPath = (userId: number): string => `/noap/member/${userId}`
