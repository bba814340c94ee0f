/** NAV-6: the content preview (login only); the router reads it before the SDK loads. */
export const CONTENT_PREVIEW_PATH = "/content-preview"
