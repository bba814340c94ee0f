import { create } from "zustand"

/**
 * Whether the phone-width menu drawer is open: the menu opens it, and the layout makes the
 * page behind it inert, so neither Tab nor a screen reader's cursor wanders behind the drawer.
 */
export const useMenuDrawer = create<{ readonly open: boolean; readonly setOpen: (open: boolean) => void }>(
  (set) => ({ open: false, setOpen: (open) => set({ open }) }),
)
