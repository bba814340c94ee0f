import {
  ACCOUNT_PATH,
  BATCHES_PATH,
  CART_CONSENT_PATH,
  CART_PATH,
  CHALLENGES_PATH,
  DASHBOARD_PATH,
  FUNDING_PATH,
  LICENSES_PATH,
  MANAGE_USERS_PATH,
  MESSAGES_PATH,
  REPORTS_PATH,
  SUPPORT_PATH,
} from "@wellkit/core"
import { createBrowserRouter } from "react-router-dom"
import { NotFoundPage } from "../screens/not-found/NotFoundPage.js"
import { Layout } from "../shell/Layout.js"
import { StartupOverlay } from "../shell/StartupOverlay.js"
import { Gate } from "./guards.js"

/** Every screen is a lazy route; see preloadRoutes for loading them after first paint. */
export const routeModules = {
  login: () => import("../screens/auth/login/LoginPage.js"),
  consents: () => import("../screens/consents/ConsentsPage.js"),
  forgot: () => import("../screens/auth/forgot/ForgotPage.js"),
  create: () => import("../screens/auth/create/CreateAccountPage.js"),
  links: () => import("../screens/auth/links/LinkCheckPage.js"),
  passwords: () => import("../screens/auth/password/PasswordPages.js"),
  legal: () => import("../screens/auth/legal/LegalPage.js"),
  noapHome: () => import("../screens/noap/NoapHome.js"),
  messages: () => import("../screens/messages/message-list/MessageListPage.js"),
  batches: () => import("../screens/batches/list/BatchesPage.js"),
  batch: () => import("../screens/batches/detail/BatchDetailPage.js"),
  support: () => import("../screens/support/SupportPage.js"),
  licenses: () => import("../screens/licenses/LicensesPage.js"),
  funding: () => import("../screens/funding/FundingPage.js"),
  challenges: () => import("../screens/challenges/ChallengesPage.js"),
  dashboard: () => import("../screens/dashboard/DashboardPage.js"),
  reports: () => import("../screens/reports/ReportsPage.js"),
  users: () => import("../screens/manage-users/ManageUsersPage.js"),
  account: () => import("../screens/account/AccountPage.js"),
  cart: () => import("../screens/cart/CartPage.js"),
  cartConsent: () => import("../screens/cart/CartConsentPage.js"),
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
            { path: "/auth/forgot", lazy: routeModules.forgot },
            { path: "/auth/create", lazy: routeModules.create },
            {
              path: "/auth/complete",
              lazy: () => routeModules.passwords().then((m) => ({ Component: m.CompleteRegistrationPage })),
            },
            {
              path: "/auth/reset",
              lazy: () => routeModules.passwords().then((m) => ({ Component: m.ResetPasswordPage })),
            },
            {
              path: "/auth/privacy",
              lazy: () => routeModules.legal().then((m) => ({ Component: m.PrivacyPage })),
            },
            {
              path: "/auth/terms",
              lazy: () => routeModules.legal().then((m) => ({ Component: m.TermsPage })),
            },
            {
              path: "/register",
              lazy: () => routeModules.links().then((m) => ({ Component: m.RegisterLinkPage })),
            },
            {
              path: "/passwordreset",
              lazy: () => routeModules.links().then((m) => ({ Component: m.ResetLinkPage })),
            },
            { path: "/noap", lazy: routeModules.noapHome },
            { path: MESSAGES_PATH, lazy: routeModules.messages },
            { path: BATCHES_PATH, lazy: routeModules.batches },
            { path: `${BATCHES_PATH}/:batchId`, lazy: routeModules.batch },
            { path: SUPPORT_PATH, lazy: routeModules.support },
            { path: LICENSES_PATH, lazy: routeModules.licenses },
            { path: FUNDING_PATH, lazy: routeModules.funding },
            { path: CHALLENGES_PATH, lazy: routeModules.challenges },
            { path: DASHBOARD_PATH, lazy: routeModules.dashboard },
            { path: REPORTS_PATH, lazy: routeModules.reports },
            { path: MANAGE_USERS_PATH, lazy: routeModules.users },
            { path: ACCOUNT_PATH, lazy: routeModules.account },
            { path: CART_PATH, lazy: routeModules.cart },
            { path: CART_CONSENT_PATH, lazy: routeModules.cartConsent },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ])

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(task, { timeout: 3000 })
    : setTimeout(task, 200)

/**
 * Loads the other screens one at a time, each when the browser is idle, so
 * preloading never competes with what the user is doing (on a slow machine,
 * all at once delayed the first sign-in by seconds).
 */
export const preloadRoutes = () => {
  const queue = Object.values(routeModules)
  const next = () => {
    const load = queue.shift()
    // A screen that fails to preload loads again, with its own error, when it is visited.
    if (load)
      void load()
        .catch(() => undefined)
        .finally(() => whenIdle(next))
  }
  next()
}
