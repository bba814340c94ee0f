import type { AppError, EventAction, OwnerTypeEvent } from "@wellkit/core"
import { useEffect, useState } from "react"
import { useWellkit } from "../../../app/wellkit.js"
import { showError } from "../../../shell/notify.js"

/** The events and actions a message can be tied to, for the chosen owner type. */
export const useEventChoices = (ownerTypeId: number) => {
  const { client } = useWellkit()
  const [events, setEvents] = useState<ReadonlyArray<OwnerTypeEvent>>([])
  const [actions, setActions] = useState<ReadonlyArray<EventAction>>([])
  useEffect(() => {
    let live = true
    client.messages
      .ownerTypeEvents(ownerTypeId as never)
      .then((found) => live && setEvents(found))
      .catch((error: AppError) => live && showError(error))
    return () => {
      live = false
    }
  }, [client, ownerTypeId])
  useEffect(() => {
    let live = true
    client.messages
      .eventActions()
      .then((found) => live && setActions(found))
      .catch((error: AppError) => live && showError(error))
    return () => {
      live = false
    }
  }, [client])
  return { events, actions }
}
