import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { Unauthorized } from "./errors.js"
import { OwnerTypeIdParam } from "./ids.js"

export const TagId = Schema.Int.pipe(Schema.positive(), Schema.brand("TagId"))
export type TagId = typeof TagId.Type
export const TagCategoryId = Schema.Int.pipe(Schema.positive(), Schema.brand("TagCategoryId"))
export type TagCategoryId = typeof TagCategoryId.Type

/** A value records are labelled with (a program's "Sleep"), within a category ("Topic"). */
export const Tag = Schema.Struct({ tagId: TagId, tagCategoryId: TagCategoryId, value: Schema.String })
export type Tag = typeof Tag.Type

/** A kind of tag, owned by a type of record (programs are owner type 2). */
export const TagCategory = Schema.Struct({
  tagCategoryId: TagCategoryId,
  name: Schema.String,
  tagCategoryOwnerId: Schema.Int,
})
export type TagCategory = typeof TagCategory.Type

export const listTags = HttpApiEndpoint.get("list", "/tags")
  .addSuccess(Schema.Array(Tag))
  .annotate(ErrorKeys, { key: "ERRORS.GET_TAGS_FAILED" })

export const tagCategoriesOf = HttpApiEndpoint.get("categories", "/tagCategories/ownerType/:ownerTypeId")
  .setPath(Schema.Struct({ ownerTypeId: OwnerTypeIdParam }))
  .addSuccess(Schema.Array(TagCategory))
  .annotate(ErrorKeys, { key: "ERRORS.GET_TAG_CATEGORIES_FAILED" })

/** Tags and their categories: the same for every organization, the pick lists of a tag search. */
export class TagsApi extends HttpApiGroup.make("tags")
  .add(listTags)
  .add(tagCategoriesOf)
  .addError(Unauthorized) {}
