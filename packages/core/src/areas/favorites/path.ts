export const FAVORITES_PATH = "/noap/member/favorites"
