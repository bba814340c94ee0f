import { useParams } from "react-router-dom"
import { entityIdFrom } from "../../app/params.js"
import { OrganisationNotFound } from "./components/OrganisationNotFound.js"
import { OrganisationDetail } from "./OrganisationDetail.js"
import { OrganisationsLayout } from "./OrganisationsLayout.js"

/** /noap/admin/organisations/{entityId}: the tree, and the organisation it names (or why there is none). */
export const OrganisationPage = () => {
  const param = useParams().id ?? ""
  const entityId = entityIdFrom(param)
  return (
    <OrganisationsLayout selectedId={entityId}>
      {(forest) => {
        const node = entityId === undefined ? undefined : forest.byId.get(entityId)
        return node ? (
          <OrganisationDetail key={node.id} forest={forest} node={node} />
        ) : (
          <OrganisationNotFound id={param} />
        )
      }}
    </OrganisationsLayout>
  )
}

/** Lazy route entry. */
export const Component = OrganisationPage
