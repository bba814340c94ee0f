import type { createBrowserRouter } from "react-router-dom"

type Router = ReturnType<typeof createBrowserRouter>

/** The portal's router, as main.tsx made it: for what must know the router's state now. */
let current: Router | undefined

export const keepRouter = <R extends Router>(router: R): R => {
  current = router
  return router
}

/**
 * Whether a navigation is under way at this moment. `useNavigation()` can lag it: the router's
 * updates reach React as transitions, so a render caused by something else (data arriving) can
 * still see "idle" after the person has clicked a link. A page that replaced the address then
 * would cancel the person's navigation (issue 38: the click was lost).
 */
export const navigationUnderWay = (): boolean =>
  current !== undefined && current.state.navigation.state !== "idle"
