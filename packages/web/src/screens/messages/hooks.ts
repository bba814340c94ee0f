import { type EntityId, MessageListCache, Messages, type OwnerTypeId } from "@wellkit/core"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { choicesOf } from "../../kit/choices.js"
import type { FormValues } from "../../kit/ResourceForm.js"
import { useResourceList } from "../../kit/use-resource.js"

/** POR-19: the organization's messages, fetched only while its cache is empty. */
export const useMessages = (entityId: EntityId | undefined) =>
  useResourceList(MessageListCache, Messages, entityId)

/** The events a message can be sent on, for the owner type chosen in the form. */
export const useEventChoices = (values: FormValues) => {
  const { client } = useWellkit()
  const read = useRead(client.messages.ownerTypeEvents, Number(values.ownerTypeId) as OwnerTypeId)
  return choicesOf(read, (event) => ({ value: event.eventId, label: event.name }))
}

/** The actions a message can be tied to. */
export const useActionChoices = () => {
  const { client } = useWellkit()
  const read = useRead(client.messages.eventActions, "all")
  return choicesOf(read, (action) => ({ value: action.eventActionId, label: action.name }))
}
