import { debounce, SEARCH_DEBOUNCE_MS } from "@wellkit/core"
import { useEffect, useMemo, useState } from "react"

/** UI-5: the value as it was 400 ms after the last change, for search inputs. */
export const useDebouncedValue = <A>(value: A, ms: number = SEARCH_DEBOUNCE_MS): A => {
  const [settled, setSettled] = useState(value)
  const later = useMemo(() => debounce<A>(setSettled, ms), [ms])
  useEffect(() => {
    later(value)
  }, [later, value])
  useEffect(() => () => later.cancel(), [later])
  return settled
}
