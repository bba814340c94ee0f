import { ChatButton } from "./ChatButton.js"
import { SideMenu } from "./SideMenu.js"
import { StaySignedInDialog } from "./StaySignedInDialog.js"
import { useNotifications } from "./use-notifications.js"

/**
 * What only a signed-in admin sees, in a chunk of its own so that the sign-in
 * page does not load it (with Headless UI, the hub and the idle watch).
 */
export const SignedInMenu = SideMenu

/** `chat` only where no menu docks the chat button: it then follows the page's content. */
export const SignedInExtras = ({ chat }: { chat: boolean }) => {
  useNotifications()
  return (
    <>
      {chat ? <ChatButton placement="page" /> : null}
      <StaySignedInDialog />
    </>
  )
}
