/** The social section's pages (NAV-6: login only); the router reads them before the SDK loads. */
export const SOCIAL_BLOGS_PATH = "/social/blogs"
export const SOCIAL_COMMUNITIES_PATH = "/social/communities"
export const SOCIAL_MODERATION_PATH = "/social/moderation"
