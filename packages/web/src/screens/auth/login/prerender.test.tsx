import { render } from "@testing-library/react"
import { MemoryRouter, Route, Routes } from "react-router-dom"
import { expect, it } from "vitest"
import type { PortalConfig } from "../../../app/config.js"
import { PRERENDERED_ID } from "../../../app/prerendered.js"
import { WellkitProvider } from "../../../app/wellkit.js"
import { i18n } from "../../../i18n/index.js"
import { Layout } from "../../../shell/Layout.js"
import { StartupOverlay } from "../../../shell/StartupOverlay.js"
import { LoginPage } from "./LoginPage.js"

/**
 * Issue 23: `prerendered/sign-in.html` is what the live sign-in page first draws, under the
 * UI-4 overlay, so the build can serve it before any script runs. This test draws it again
 * and fails when the file no longer matches: `vitest run -u` on this file writes it anew.
 */
it("issue 23, UI-4: the build-time sign-in page is the live page's first picture under the startup overlay", async () => {
  const config = { apiHost: "https://api.example.test" } as PortalConfig
  const page = render(
    <WellkitProvider value={{ config, wellkit: undefined, ready: () => new Promise(() => {}) }}>
      <MemoryRouter initialEntries={["/auth/login"]}>
        <Routes>
          <Route element={<Layout footer={false} />}>
            <Route path="/auth/login" element={<LoginPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </WellkitProvider>,
  )
    // Disabled as well as inert: a tool that finds a field by its label waits until the live one is there.
    .container.innerHTML.replace(/<(input|button)\b/g, '<$1 disabled=""')
  const overlay = render(<StartupOverlay label={i18n.t("shell.startup")} />).container.innerHTML
  // Inert and hidden: nothing in the picture can take a key or be read before the live page is there.
  const html = `<div id="${PRERENDERED_ID}"><div inert aria-hidden="true">${page}</div>${overlay}</div>\n`

  expect(page).toContain("Sign in to wellkit")
  expect(page.match(/<(input|button) disabled=""/g)).toHaveLength(3)
  expect(overlay).toContain('data-testid="startup-overlay"')
  // CSP (script-src and style-src 'self'): no inline script, no style attribute.
  expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i)
  await expect(html).toMatchFileSnapshot("../../../../prerendered/sign-in.html")
})
