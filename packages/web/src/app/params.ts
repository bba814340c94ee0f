import { EntityId } from "@wellkit/core"
import { Option, Schema } from "effect"

export const decodeId = <A>(schema: Schema.Schema<A, number>) => {
  const fromText = Schema.NumberFromString.pipe(Schema.compose(schema))
  return (value: string | null): A | undefined =>
    value === null ? undefined : Option.getOrUndefined(Schema.decodeUnknownOption(fromText)(value))
}

/** Ids in the URL are untrusted text: anything that is not a valid id is treated as absent. */
export const entityIdFrom = decodeId(EntityId)
