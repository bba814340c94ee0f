import { Favorites } from "@wellkit/core"
import { MEMBERS_PATH } from "@wellkit/core/members/path"
import { Link } from "react-router-dom"
import { Button } from "../../components/Button.js"
import { PageHeader } from "../../components/PageHeader.js"
import { TableHead } from "../../components/TableHead.js"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { FavoriteStar } from "./FavoriteStar.js"
import { useFavorites } from "./use-favorites.js"

/**
 * /noap/member/favorites: the members the signed-in staff member starred
 * (ADM-14). Kept from the first read: coming back makes no call; Refresh is
 * the forced read.
 */
export const FavoritesPage = () => {
  const { t } = useTranslation()
  const { entry, retry } = useFavorites()
  const rows = Favorites.byName(entry?.value ?? [])
  return (
    <div className="space-y-4">
      <PageHeader title={t("favorites.title")}>
        <Button variant="secondary" onClick={retry} disabled={entry?.status === "loading"}>
          {t("favorites.refresh")}
        </Button>
      </PageHeader>
      <p className="text-sm text-slate-700">{t("favorites.summary")}</p>
      <ListStates
        entry={entry}
        retry={retry}
        matches={rows.length}
        query=""
        texts={{
          loading: t("favorites.loading"),
          empty: t("favorites.empty"),
          noMatch: t("favorites.empty"),
          count: t("favorites.count", { count: rows.length }),
        }}
      >
        <div className="relative overflow-x-auto contain-inline-size">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("favorites.title")}</caption>
            <TableHead
              columns={[
                { label: t("favorites.columns.star"), hidden: true },
                t("favorites.columns.name"),
                t("favorites.columns.email"),
                t("favorites.columns.organization"),
              ]}
            />
            <tbody>
              {rows.map((favorite) => (
                <tr key={favorite.entityAssociationId} className="border-b border-slate-100">
                  <td className="py-1 pr-3">
                    <FavoriteStar userId={favorite.userId} name={Favorites.fullName(favorite)} />
                  </td>
                  <td className="py-2 pr-3">
                    <Link
                      className="text-brand-700 underline"
                      to={`${MEMBERS_PATH}/${favorite.userId}?entityId=${favorite.entityId}`}
                    >
                      {Favorites.fullName(favorite)}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{favorite.emailAddress}</td>
                  <td className="py-2">{favorite.organizationName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
    </div>
  )
}

export const Component = FavoritesPage
