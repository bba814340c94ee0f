/**
 * The side menu's box, shared by the menu and the space kept for it while its chunk arrives:
 * the page beside it then never moves under the person's pointer (CLS, issue 23).
 */
export const menuFrame = (thin: boolean) =>
  `flex shrink-0 flex-col border-r border-slate-200 bg-white ${thin ? "w-40" : "w-56"}`
