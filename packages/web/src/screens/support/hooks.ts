import { FaqCache, SupportInfoCache } from "@wellkit/core"
import { useCached } from "../../app/use-cache.js"
import { useDebouncedValue } from "../../app/use-debounced.js"
import { useWellkit } from "../../app/wellkit.js"

/** POR-10: the support contacts, fetched once per session. */
export const useSupportInfo = () => {
  const { client } = useWellkit()
  return useCached(SupportInfoCache, "all" as const, client.support.get, client.support.reload)
}

/** POR-10, POR-19, UI-5: FAQs for the search text as it stood 400 ms after the last key press, cached per text. */
export const useFaqSearch = (text: string) => {
  const { client } = useWellkit()
  const settled = useDebouncedValue(text).trim()
  const { entry, retry } = useCached(FaqCache, settled, client.support.faqs, client.support.reloadFaqs)
  return { entry, text: settled, pending: settled !== text.trim(), retry }
}
