import { create } from "zustand"

/** The toasts and the alert on screen; kept apart from notify.ts so the shell can show them without core's error rules. */
export type ToastLevel = "error" | "warning" | "info" | "success"

export interface Toast {
  readonly id: number
  readonly level: ToastLevel
  readonly title: string
  readonly body: string
  readonly detail?: string | undefined
  /** SES-6: whether it stays when the session ends; only what a signed-out visitor may see does. */
  readonly afterSignOut?: boolean
}

export interface Alert {
  readonly title: string
  readonly body: string
  readonly detail?: string | undefined
  /** SES-6: as for a toast. */
  readonly afterSignOut?: boolean
}

interface NotifyState {
  readonly toasts: ReadonlyArray<Toast>
  readonly alert: Alert | undefined
  /** SES-6: whether a user is signed in, which decides which errors show. */
  readonly signedIn: boolean
  readonly dismissToast: (id: number) => void
  readonly dismissAlert: () => void
}

let nextId = 1

export const useNotify = create<NotifyState>()((set) => ({
  toasts: [],
  alert: undefined,
  signedIn: false,
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  dismissAlert: () => set({ alert: undefined }),
}))

/** SES-6: when the session ends, what was said to the signed-in user goes with it. */
export const dropSignedInMessages = () =>
  useNotify.setState((state) => ({
    toasts: state.toasts.filter((toast) => toast.afterSignOut),
    alert: state.alert?.afterSignOut ? state.alert : undefined,
  }))

/** At most this many toasts at once: a new one pushes out the oldest, so they never pile up over the page. */
export const MAX_TOASTS = 3

export const pushToast = (toast: Omit<Toast, "id">) => {
  const id = nextId++
  useNotify.setState((state) => ({
    toasts: [...state.toasts.slice(-(MAX_TOASTS - 1)), { ...toast, id }],
  }))
  return id
}
