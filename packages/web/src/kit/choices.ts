import type { AppError } from "@wellkit/core"
import { useEntities } from "../app/use-entities.js"
import type { Choices } from "./FieldInput.js"

interface PickList<A> {
  readonly state: {
    readonly status: "loading" | "ready" | "error"
    readonly value: ReadonlyArray<A> | undefined
    readonly error?: AppError
  }
  readonly retry: () => void
}

/** A pick list read from the API as a select's choices: the options so far, and its failure with Try again. */
export const choicesOf = <A>(
  read: PickList<A>,
  option: (item: A) => { readonly value: number | string; readonly label: string },
): Choices => ({
  options: (read.state.value ?? []).map(option),
  failure:
    read.state.status === "error" && read.state.error
      ? { error: read.state.error, retry: read.retry }
      : undefined,
})

/**
 * The organisations the admin can see, as a select field's `useChoices`
 * (children marked under their parent, as the organisation picker shows them).
 */
export const useOrganisationChoices = (): Choices => {
  const { entry, entities, retry } = useEntities()
  return choicesOf(
    {
      state: {
        status: entry?.status ?? "loading",
        value: entities,
        error: entry?.status === "error" ? entry.error : undefined,
      },
      retry,
    },
    (entity) => ({ value: entity.id, label: entity.parentId === null ? entity.name : `— ${entity.name}` }),
  )
}
