/**
 * The side menu's box, shared by the menu and the space kept for it while its chunk arrives:
 * the page beside it then never moves under the person's pointer (CLS, issue 23). From `md` up
 * it is a column that stays in view (its chat button with it); below, a drawer the top bar opens.
 */
export const menuFrame = (thin: boolean) =>
  `flex shrink-0 flex-col border-r border-slate-200 bg-white md:sticky md:top-0 md:z-20 md:h-screen ${thin ? "md:w-52" : "md:w-56"}`

/** Below `md`: the bar that holds the menu's button (and the chat button), above the page. */
export const barFrame =
  "sticky top-0 z-40 flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 md:hidden"
