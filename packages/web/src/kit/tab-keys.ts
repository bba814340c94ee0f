/**
 * K8: where a key in a tab list moves the focus, from the focused tab's place:
 * arrows wrap around, Home and End go to the ends; any other key is not the list's.
 */
export const tabAfterKey = (key: string, at: number, count: number): number | undefined => {
  if (count === 0) return undefined
  if (key === "Home") return 0
  if (key === "End") return count - 1
  if (at < 0) return undefined
  if (key === "ArrowRight" || key === "ArrowDown") return (at + 1) % count
  if (key === "ArrowLeft" || key === "ArrowUp") return (at - 1 + count) % count
  return undefined
}
