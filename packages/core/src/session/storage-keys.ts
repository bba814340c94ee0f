/**
 * IDLE-4: the key every tab reads and writes. In a module with no imports so
 * that the portal's entry can read it without the SDK (see web's app/startup.ts).
 */
export const LAST_ACTION_KEY = "wellkit.lastAction"
