import { sections } from "../../navigation/routes.js"

/**
 * NAV-3..5: the portal's sections a function opens, read from the route table the
 * guards use, so the list never says a code opens what it does not.
 */
export const sectionsOpenedBy = (code: string): ReadonlyArray<string> =>
  sections
    .filter((section) =>
      section.guards.some((guard) => guard.kind === "anyFunction" && guard.functions.includes(code)),
    )
    .map((section) => `/${section.segment}`)
