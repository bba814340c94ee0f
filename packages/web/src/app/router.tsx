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
  REPORTS_PATH,
  SUPPORT_PATH,
} from "@wellkit/core"
import { CONTENT_PREVIEW_PATH } from "@wellkit/core/content-preview/path"
import { MEMBER_PROFILE_PATH } from "@wellkit/core/members/path"
import {
  ORGANIZATIONS_PATH_BEFORE_US_ENGLISH,
  organizationsAddressToday,
} from "@wellkit/core/organizations/path"
import { REWARD_APPROVALS_PATH } from "@wellkit/core/reward-approvals/path"
import { lazy, type ReactNode, Suspense } from "react"
import { createBrowserRouter, type RouteObject, redirect } from "react-router-dom"
import { Layout } from "../shell/Layout.js"
import { adminAreas } from "./admin-areas.js"
import { Gate } from "./guards.js"

/** Titles come a moment after the first page: the sign-in route's bytes stay within their bar. */
const PageTitle = lazy(() => import("./PageTitle.js").then((m) => ({ default: m.PageTitle })))

/** Every screen is a lazy route; app/preload.ts fetches their files ahead after the first paint. */
export const routeModules = {
  login: () => import("../screens/auth/login/LoginPage.js"),
  consents: () => import("../screens/consents/ConsentsPage.js"),
  forgot: () => import("../screens/auth/forgot/ForgotPage.js"),
  create: () => import("../screens/auth/create/CreateAccountPage.js"),
  links: () => import("../screens/auth/links/LinkCheckPage.js"),
  passwords: () => import("../screens/auth/password/PasswordPages.js"),
  legal: () => import("../screens/auth/legal/LegalPage.js"),
  noapHome: () => import("../screens/noap/NoapHome.js"),
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
  rewardApprovals: () => import("../screens/reward-approvals/RewardApprovalsPage.js"),
  rewardApproval: () => import("../screens/reward-approvals/RewardApprovalPage.js"),
  contentPreview: () => import("../screens/content-preview/ContentPreviewPage.js"),
  memberProfile: () => import("../screens/member-profile/MemberProfilePage.js"),
}

/**
 * The screens that are built. Which paths exist and who may enter is core's
 * route table; the Gate applies it before any of these render. Sign-in, the
 * forgotten password, how to get an account and the legal texts render before
 * the SDK has loaded (see main.tsx), so moving between them never waits for it;
 * every other screen's route asks for it (`ready()` starts it if nothing has)
 * and waits, so those screens can count on useWellkit.
 */
export const createRouter = (ready: () => Promise<unknown>, startupOverlay: ReactNode) =>
  createBrowserRouter(routeTable(ready, startupOverlay))

const routeTable = (ready: () => Promise<unknown>, startupOverlay: ReactNode): Array<RouteObject> => {
  // A screen counts on useWellkit: its route resolves once the SDK has started too (both fetched at once).
  const afterSdk =
    <T,>(load: () => Promise<T>) =>
    () =>
      Promise.all([load(), ready()]).then(([module]) => module)
  return [
    {
      element: (
        <>
          <Suspense fallback={null}>
            <PageTitle />
          </Suspense>
          <Layout />
        </>
      ),
      hydrateFallbackElement: startupOverlay,
      children: [
        {
          element: <Gate />,
          children: [
            { path: "/auth/login", lazy: routeModules.login },
            { path: "/consents", lazy: afterSdk(routeModules.consents) },
            { path: "/auth/forgot", lazy: routeModules.forgot },
            { path: "/auth/create", lazy: routeModules.create },
            {
              path: "/auth/complete",
              lazy: () =>
                afterSdk(routeModules.passwords)().then((m) => ({ Component: m.CompleteRegistrationPage })),
            },
            {
              path: "/auth/reset",
              lazy: () =>
                afterSdk(routeModules.passwords)().then((m) => ({ Component: m.ResetPasswordPage })),
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
              lazy: () => afterSdk(routeModules.links)().then((m) => ({ Component: m.RegisterLinkPage })),
            },
            {
              path: "/passwordreset",
              lazy: () => afterSdk(routeModules.links)().then((m) => ({ Component: m.ResetLinkPage })),
            },
            { path: "/noap", lazy: afterSdk(routeModules.noapHome) },
            {
              path: `${ORGANIZATIONS_PATH_BEFORE_US_ENGLISH}/*`,
              loader: ({ request }) => {
                const { pathname, search } = new URL(request.url)
                return redirect(organizationsAddressToday(pathname, search))
              },
            },
            ...adminAreas.flatMap((area) => [
              ...(area.list ? [{ path: area.path, lazy: afterSdk(area.list) }] : []),
              ...(area.detail ? [{ path: `${area.path}/:id`, lazy: afterSdk(area.detail) }] : []),
              ...(area.nested ?? []).map((page) => ({
                path: `${area.path}/${page.path}`,
                lazy: afterSdk(page.screen),
              })),
            ]),
            { path: BATCHES_PATH, lazy: afterSdk(routeModules.batches) },
            { path: `${BATCHES_PATH}/:batchId`, lazy: afterSdk(routeModules.batch) },
            { path: SUPPORT_PATH, lazy: afterSdk(routeModules.support) },
            { path: LICENSES_PATH, lazy: afterSdk(routeModules.licenses) },
            { path: FUNDING_PATH, lazy: afterSdk(routeModules.funding) },
            { path: CHALLENGES_PATH, lazy: afterSdk(routeModules.challenges) },
            { path: DASHBOARD_PATH, lazy: afterSdk(routeModules.dashboard) },
            { path: REPORTS_PATH, lazy: afterSdk(routeModules.reports) },
            { path: MANAGE_USERS_PATH, lazy: afterSdk(routeModules.users) },
            { path: ACCOUNT_PATH, lazy: afterSdk(routeModules.account) },
            { path: CART_PATH, lazy: afterSdk(routeModules.cart) },
            { path: CART_CONSENT_PATH, lazy: afterSdk(routeModules.cartConsent) },
            { path: REWARD_APPROVALS_PATH, lazy: afterSdk(routeModules.rewardApprovals) },
            { path: `${REWARD_APPROVALS_PATH}/:id`, lazy: afterSdk(routeModules.rewardApproval) },
            { path: CONTENT_PREVIEW_PATH, lazy: afterSdk(routeModules.contentPreview) },
            { path: MEMBER_PROFILE_PATH, lazy: afterSdk(routeModules.memberProfile) },
            {
              path: "*",
              lazy: () =>
                import("../screens/not-found/NotFoundPage.js").then((m) => ({ Component: m.NotFoundPage })),
            },
          ],
        },
      ],
    },
  ]
}

/**
 * The pages the sign-in page links to, run at once for a signed-out visitor: they need no SDK,
 * and a click on one of its links then shows the page at once rather than leaving the sign-in
 * page (and its e-mail field) on screen while the page's file arrives.
 */
export const loadSignedOutPages = () =>
  Promise.all([routeModules.forgot(), routeModules.create(), routeModules.legal()]).catch(() => undefined)
