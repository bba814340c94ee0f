import type { OwnerTypeId } from "@wellkit/core"
import { useRead } from "../../../app/use-cache.js"
import { useWellkit } from "../../../app/wellkit.js"

/** The events and actions a message can be tied to, for the chosen owner type. */
export const useEventChoices = (ownerTypeId: number) => {
  const { client } = useWellkit()
  const events = useRead(client.messages.ownerTypeEvents, ownerTypeId as OwnerTypeId)
  const actions = useRead(client.messages.eventActions, "all")
  return { events, actions }
}
