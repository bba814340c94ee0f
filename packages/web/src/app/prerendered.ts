/**
 * Issue 23: the sign-in address is served as HTML drawn at build time (React's static renderer
 * in scripts/sign-in-picture.tsx, put into the build's `sign-in.html` by vite.config.ts and served
 * by server/portal-server.ts), so the page paints before any script has run. It is the
 * UI-4 startup overlay over an inert, hidden and disabled picture of the sign-in page: nothing
 * in it can be typed into or read by a screen reader, so nothing typed early is lost. It
 * stays until the live page replaces it in one commit (Layout), or a start-up failure
 * takes its place.
 */
export const PRERENDERED_ID = "prerendered"

export const hasPrerendered = () => document.getElementById(PRERENDERED_ID) !== null

export const dropPrerendered = () => document.getElementById(PRERENDERED_ID)?.remove()
