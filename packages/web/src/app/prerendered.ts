/**
 * The sign-in page's build-time HTML (scripts/prerender-sign-in.tsx), shown from the first
 * byte until the app renders its first route. It sits beside the app's root, not in it:
 * React would clear it from its own root at the first commit, before the route is there.
 */
export const PRERENDERED_ID = "prerendered"

// No document while the picture itself is rendered at build time.
const picture = () => (typeof document === "undefined" ? null : document.getElementById(PRERENDERED_ID))

/** Whether the page is showing the build-time picture (the start-up overlay then stays away). */
export const isPrerendered = () => picture() !== null

/** What the visitor typed into the picture's field before the app took over. */
export const typedBefore = (name: string): string =>
  picture()?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? ""

/** Drops the picture once the app has rendered in its place; the focus moves to the same field of the real page. */
export const dropPrerendered = () => {
  const shown = picture()
  if (!shown) return
  const focused = document.activeElement
  const field = focused instanceof HTMLInputElement && shown.contains(focused) ? focused.name : undefined
  shown.remove()
  if (field) document.querySelector<HTMLInputElement>(`#root input[name="${field}"]`)?.focus()
}
