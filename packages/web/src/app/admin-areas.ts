import { HEALTHTRACKERS_PATH, MESSAGES_PATH } from "@wellkit/core"
import type { ComponentType } from "react"
import type { TextKey } from "../i18n/index.js"

/** The staff area's sections, in the order the menu and the admin home show them. */
export const adminSections = ["organisations", "programs", "rewards", "social", "platform"] as const

type Section = (typeof adminSections)[number]

/** A lazily loaded screen: a module whose `Component` renders it. */
type Screen = () => Promise<{ Component: ComponentType }>

export interface AdminArea {
  readonly path: string
  readonly section: Section
  /** The menu's and the card's words. */
  readonly label: TextKey
  readonly summary: TextKey
  readonly list: Screen
  /** A record's own page, at `${path}/:id`, for areas that have one. */
  readonly detail?: Screen
}

/**
 * The staff area's route table: one entry per area that is built. The router,
 * the side menu and the admin home are all made from it.
 */
export const adminAreas: ReadonlyArray<AdminArea> = [
  {
    path: MESSAGES_PATH,
    section: "programs",
    label: "shell.nav.messages",
    summary: "noap.messagesCardBody",
    list: () => import("../screens/messages/message-list/MessageListPage.js"),
  },
  {
    path: HEALTHTRACKERS_PATH,
    section: "programs",
    label: "shell.nav.healthtrackers",
    summary: "noap.healthtrackersCardBody",
    list: () => import("../screens/healthtrackers/HealthtrackersPage.js"),
    detail: () => import("../screens/healthtrackers/HealthtrackerPage.js"),
  },
]
