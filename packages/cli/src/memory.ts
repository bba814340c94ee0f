import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

let collect: (() => void) | undefined

/**
 * A full garbage collection, now. For the moment one large piece of work ends
 * and another begins: the check of a million rows leaves its duplicate tables
 * (about 34 MB) to the collector, which would otherwise free them only once
 * the upload has grown the heap, and both would count in the command's peak.
 * About 10 ms. `gc` is V8's own, exposed on first use (--expose-gc).
 */
export const collectGarbage = () => {
  if (!collect) {
    setFlagsFromString("--expose-gc")
    collect = runInNewContext("gc") as () => void
  }
  collect()
}
