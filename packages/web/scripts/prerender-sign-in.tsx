import { renderToStaticMarkup } from "react-dom/server"
import { Route, Routes, StaticRouter } from "react-router-dom"
import { PRERENDERED_ID } from "../src/app/prerendered.js"
import { WellkitProvider } from "../src/app/wellkit.js"
import { LoginPage } from "../src/screens/auth/login/LoginPage.js"
import { Layout } from "../src/shell/Layout.js"

/**
 * The sign-in page as HTML, made at build time (vite.config.ts writes it to auth/login.html),
 * so a visitor sees it as soon as the HTML and the stylesheet are in, before any script has
 * run (issue 23). It is a picture of the page, not the page: main.tsx renders the real one
 * beside it and drops it (app/prerendered.ts), carrying over what was typed. Its submit
 * button is disabled, so Enter in a field cannot send the password in a plain form
 * submission before the script is there. No inline script: the CSP stays as it is.
 */
export const renderSignIn = (version: string): string => {
  ;(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = version
  const startup = {
    // The deployment's configuration (the footer's support line) comes with /config.json at run time.
    config: { apiHost: "", apiKey: "", supportEmail: "" },
    wellkit: undefined,
    ready: new Promise<never>(() => undefined),
  }
  const markup = renderToStaticMarkup(
    <WellkitProvider value={startup}>
      <StaticRouter location="/auth/login">
        <Routes>
          <Route element={<Layout />}>
            <Route path="/auth/login" element={<LoginPage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </WellkitProvider>,
  )
  const button = '<button type="submit"'
  if (!markup.includes(button)) throw new Error("The sign-in page has no submit button to disable")
  return `<div id="${PRERENDERED_ID}">${markup.replace(button, `${button} disabled=""`)}</div>`
}

/** The built index.html with the pre-rendered sign-in page in front of the app's root. */
export const signInHtml = (indexHtml: string, version: string): string => {
  const root = '<div id="root"></div>'
  if (!indexHtml.includes(root))
    throw new Error("The built index.html has no empty root to put the sign-in page before")
  return indexHtml.replace(root, `${renderSignIn(version)}${root}`)
}
