import { MESSAGES_PATH } from "@wellkit/core"
import { createBrowserRouter } from "react-router-dom"
import { NotFoundPage } from "../screens/not-found/NotFoundPage.js"
import { Layout } from "../shell/Layout.js"
import { StartupOverlay } from "../shell/StartupOverlay.js"
import { Gate } from "./guards.js"

/** Every screen is a lazy route; see preloadRoutes for loading them after first paint. */
export const routeModules = {
  login: () => import("../screens/auth/login/LoginPage.js"),
  consents: () => import("../screens/consents/ConsentsPage.js"),
  noapHome: () => import("../screens/noap/NoapHome.js"),
  messages: () => import("../screens/messages/message-list/MessageListPage.js"),
}

/**
 * The screens that are built. Which paths exist and who may enter is core's
 * route table; the Gate applies it before any of these render.
 */
export const createRouter = () =>
  createBrowserRouter([
    {
      element: <Layout />,
      hydrateFallbackElement: <StartupOverlay label="Loading" />,
      children: [
        {
          element: <Gate />,
          children: [
            { path: "/auth/login", lazy: routeModules.login },
            { path: "/consents", lazy: routeModules.consents },
            { path: "/noap", lazy: routeModules.noapHome },
            { path: MESSAGES_PATH, lazy: routeModules.messages },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ])

export const preloadRoutes = () => {
  for (const load of Object.values(routeModules)) void load()
}
