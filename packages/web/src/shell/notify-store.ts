import { create } from "zustand"

/** The toasts and the alert on screen; kept apart from notify.ts so the shell can show them without core's error rules. */
export type ToastLevel = "error" | "warning" | "info" | "success"

export interface Toast {
  readonly id: number
  readonly level: ToastLevel
  readonly title: string
  readonly body: string
  readonly detail?: string | undefined
}

export interface Alert {
  readonly title: string
  readonly body: string
  readonly detail?: string | undefined
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

export const pushToast = (toast: Omit<Toast, "id">) => {
  const id = nextId++
  useNotify.setState((state) => ({ toasts: [...state.toasts.slice(-4), { ...toast, id }] }))
  return id
}
