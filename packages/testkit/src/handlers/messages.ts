import { HttpApiBuilder } from "@effect/platform"
import { Duplicate, type Message, type MessageInput, NotFound, WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { currentUser } from "./auth.js"

const notFound = () => new NotFound({ message: "The requested message was not found." })
const duplicate = (messageId: string) =>
  new Duplicate({ message: `A message with id ${messageId} already exists in this organization.` })

export const messageHandlers = (db: Db) => {
  const find = (entityId: number, messageHeaderId: number) =>
    db.state.messages.find((m) => m.messageHeaderId === messageHeaderId && m.ownerEntityId === entityId)
  const idTaken = (entityId: number, messageId: string, except?: number) =>
    db.state.messages.some(
      (m) =>
        m.ownerEntityId === entityId &&
        m.messageId.toLowerCase() === messageId.toLowerCase() &&
        m.messageHeaderId !== except,
    )
  const entityExists = (entityId: number) => db.state.entities.some((entity) => entity.id === entityId)
  const insert = (fields: Omit<Message, "messageHeaderId" | "updatedAt" | "refreshedAt">): Message => {
    const message = {
      ...fields,
      messageHeaderId: db.state.nextMessageHeaderId++,
      updatedAt: new Date().toISOString(),
      refreshedAt: null,
    } as Message
    db.state.messages.push(message)
    db.persist()
    return message
  }
  const fieldsOf = ({ messageHeaderId: _id, ...fields }: MessageInput) => fields

  return HttpApiBuilder.group(WellkitApi, "messages", (handlers) =>
    handlers
      .handle("list", ({ request, path }) =>
        Effect.map(currentUser(db, request), () =>
          db.state.messages
            .filter((m) => m.ownerEntityId === path.entityId)
            .map(({ messageHeaderId, messageId, ownerEntityId, name, channel, isActive, updatedAt }) => ({
              messageHeaderId,
              messageId,
              ownerEntityId,
              name,
              channel,
              isActive,
              updatedAt,
            })),
        ),
      )
      .handle("get", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const message = find(path.entityId, path.messageHeaderId)
          return message ? Effect.succeed(message) : Effect.fail(notFound())
        }),
      )
      .handle("create", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<Message, NotFound | Duplicate> => {
          if (!entityExists(path.entityId))
            return Effect.fail(new NotFound({ message: "No such organization." }))
          if (idTaken(path.entityId, payload.messageId)) return Effect.fail(duplicate(payload.messageId))
          return Effect.succeed(insert({ ...fieldsOf(payload), ownerEntityId: path.entityId }))
        }),
      )
      .handle("update", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<Message, NotFound | Duplicate> => {
          const message = find(path.entityId, path.id)
          if (!message) return Effect.fail(notFound())
          if (idTaken(path.entityId, payload.messageId, message.messageHeaderId)) {
            return Effect.fail(duplicate(payload.messageId))
          }
          const updated = {
            ...message,
            ...fieldsOf(payload),
            ownerEntityId: message.ownerEntityId,
            updatedAt: new Date().toISOString(),
          } as Message
          db.state.messages = db.state.messages.map((m) => (m === message ? updated : m))
          db.persist()
          return Effect.succeed(updated)
        }),
      )
      .handle("delete", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const message = find(path.entityId, path.id)
          if (!message) return Effect.fail(notFound())
          db.state.messages = db.state.messages.filter((m) => m !== message)
          db.persist()
          return Effect.void
        }),
      )
      .handle("copy", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<Message, NotFound | Duplicate> => {
          const message = find(path.entityId, path.messageHeaderId)
          if (!message || !entityExists(payload.targetEntityId)) return Effect.fail(notFound())
          if (idTaken(payload.targetEntityId, message.messageId))
            return Effect.fail(duplicate(message.messageId))
          const { messageHeaderId: _id, updatedAt: _u, refreshedAt: _r, ...fields } = message
          return Effect.succeed(insert({ ...fields, ownerEntityId: payload.targetEntityId }))
        }),
      )
      .handle("refresh", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const message = db.state.messages.find((m) => m.messageHeaderId === path.messageHeaderId)
          if (!message) return Effect.fail(notFound())
          const parentId = db.state.entities.find((entity) => entity.id === message.ownerEntityId)?.parentId
          const source = db.state.messages.find(
            (m) => m.ownerEntityId === parentId && m.messageId === message.messageId,
          )
          const now = new Date().toISOString()
          const refreshed = {
            ...message,
            ...(source ? { name: source.name, body: source.body, eventId: source.eventId } : {}),
            refreshedAt: now,
            updatedAt: now,
          } as Message
          db.state.messages = db.state.messages.map((m) => (m === message ? refreshed : m))
          db.persist()
          return Effect.succeed(refreshed)
        }),
      )
      .handle("ownerTypeEvents", ({ request, path }) =>
        Effect.map(currentUser(db, request), () =>
          db.state.ownerTypeEvents.filter((event) => event.ownerTypeId === path.ownerTypeId),
        ),
      )
      .handle("eventActions", ({ request }) =>
        Effect.map(currentUser(db, request), () => [...db.state.eventActions]),
      ),
  )
}
