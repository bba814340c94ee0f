import { Favorites, type UserId } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { useFavorites } from "./use-favorites.js"

interface FavoriteStarProps {
  readonly userId: UserId
  /** The member's name, as the button's accessible name says it. */
  readonly name: string
}

/**
 * ADM-14: a member starred or not, as a toggle button. Pressing it stars
 * (POST {userId}) or unstars (DELETE by the star's entityAssociationId); the
 * list is read again after either, so every star and My favorites agree.
 * Until the list is known the button waits rather than guess.
 */
export const FavoriteStar = ({ userId, name }: FavoriteStarProps) => {
  const { t } = useTranslation()
  const { entry } = useFavorites()
  const { act, busy } = useResourceAction()
  const association = Favorites.associationOf(entry?.value, userId)
  const starred = association !== undefined
  const known = entry?.value !== undefined
  const toggle = () => {
    if (busy || !known) return
    void (association === undefined ? act(Favorites.add(userId)) : act(Favorites.remove(association)))
  }
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-disabled={busy || !known}
      aria-label={starred ? t("favorites.remove", { name }) : t("favorites.add", { name })}
      title={starred ? t("favorites.remove", { name }) : t("favorites.add", { name })}
      onClick={toggle}
      className={`inline-flex h-8 w-8 items-center justify-center rounded-md text-lg leading-none focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-60 ${starred ? "text-amber-600 hover:text-amber-700" : "text-slate-500 hover:text-slate-800"}`}
    >
      <span aria-hidden="true">{starred ? "★" : "☆"}</span>
    </button>
  )
}
