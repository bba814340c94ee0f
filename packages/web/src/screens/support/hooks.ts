import { type AppError, type Faq, SupportInfoCache } from "@wellkit/core"
import { useEffect, useState } from "react"
import { useCached } from "../../app/use-cache.js"
import { useDebouncedValue } from "../../app/use-debounced.js"
import { useWellkit } from "../../app/wellkit.js"
import { showError } from "../../shell/notify.js"

/** POR-10: the support contacts, fetched once per session. */
export const useSupportInfo = () => {
  const { client } = useWellkit()
  return useCached(SupportInfoCache, "all" as const, client.support.info, client.support.reloadInfo)
}

export type FaqSearch =
  | { readonly kind: "loading" }
  | { readonly kind: "failed" }
  | { readonly kind: "loaded"; readonly text: string; readonly faqs: ReadonlyArray<Faq> }

/** POR-10, UI-5: FAQs for the search text as it stood 400 ms after the last key press. */
export const useFaqSearch = (text: string) => {
  const { client } = useWellkit()
  const settled = useDebouncedValue(text)
  const [result, setResult] = useState<FaqSearch>({ kind: "loading" })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger, not an input.
  useEffect(() => {
    let current = true
    setResult((previous) => (previous.kind === "loaded" ? previous : { kind: "loading" }))
    client.support
      .faqs(settled)
      .then((faqs) => current && setResult({ kind: "loaded", text: settled.trim(), faqs }))
      .catch((error: AppError) => {
        if (!current) return
        setResult({ kind: "failed" })
        showError(error)
      })
    return () => {
      current = false
    }
  }, [client, settled, attempt])
  return { result, pending: settled !== text, retry: () => setAttempt((n) => n + 1) }
}
