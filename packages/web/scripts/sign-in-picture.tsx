import { prerender } from "react-dom/static"
import { MemoryRouter, Route, Routes } from "react-router-dom"
import { PRERENDERED_ID } from "../src/app/prerendered.js"
import { WellkitProvider } from "../src/app/wellkit.js"
import { i18n } from "../src/i18n/index.js"
import { LoginPage } from "../src/screens/auth/login/LoginPage.js"
import { Layout } from "../src/shell/Layout.js"
import { StartupOverlay } from "../src/shell/StartupOverlay.js"

/**
 * Issue 23, UI-4: the sign-in page as the live page first draws it (signed out, before the SDK),
 * under the start-up overlay, for the build to serve before any script runs (scripts/sign-in-page.ts).
 * The configuration is the server's to give at start-up; nothing in the picture reads it.
 */
export const prerenderSignIn = async (): Promise<string> => {
  const startup = {
    config: { apiHost: "", apiKey: "" },
    wellkit: undefined,
    ready: () => new Promise<never>(() => {}),
  }
  const { prelude } = await prerender(
    <div id={PRERENDERED_ID}>
      {/* Inert and hidden: nothing in the picture can take a key or be read before the live page is there. */}
      <div inert aria-hidden="true">
        {/* Disabled as well: a tool that finds a field by its label waits until the live one is there.
            min-w-0 undoes the fieldset's own minimum width, so the picture lays out as the live page. */}
        <fieldset disabled className="min-w-0">
          <WellkitProvider value={startup}>
            <MemoryRouter initialEntries={["/auth/login"]}>
              <Routes>
                {/* No footer: it names the version, which the picture must not freeze. */}
                <Route element={<Layout footer={false} />}>
                  <Route path="/auth/login" element={<LoginPage />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </WellkitProvider>
        </fieldset>
      </div>
      <StartupOverlay label={i18n.t("shell.startup")} />
    </div>,
  )
  return new Response(prelude).text()
}
