import { MessageHeaderId } from "@wellkit/core"
import { decodeId } from "../../app/params.js"

export { entityIdFrom } from "../../app/params.js"
export const messageHeaderIdFrom = decodeId(MessageHeaderId)
