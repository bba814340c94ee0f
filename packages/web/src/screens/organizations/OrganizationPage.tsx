import { useParams } from "react-router-dom"
import { entityIdFrom } from "../../app/params.js"
import { OrganizationNotFound } from "./components/OrganizationNotFound.js"
import { OrganizationDetail } from "./OrganizationDetail.js"
import { OrganizationsLayout } from "./OrganizationsLayout.js"

/** /noap/admin/organizations/{entityId}: the tree, and the organization it names (or why there is none). */
export const OrganizationPage = () => {
  const param = useParams().id ?? ""
  const entityId = entityIdFrom(param)
  return (
    <OrganizationsLayout selectedId={entityId}>
      {(forest) => {
        const node = entityId === undefined ? undefined : forest.byId.get(entityId)
        return node ? (
          <OrganizationDetail key={node.id} forest={forest} node={node} />
        ) : (
          <OrganizationNotFound id={param} />
        )
      }}
    </OrganizationsLayout>
  )
}

/** Lazy route entry. */
export const Component = OrganizationPage
