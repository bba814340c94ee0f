import { type ChildAddress, type EntityId, fillPath, redirectHref } from "@wellkit/core"
import { type Package, PackageGroups, type StaffPackageGroup } from "@wellkit/core/package-groups"
import type { ReactNode } from "react"
import { ChooseOrganization } from "../../../components/ChooseOrganization.js"
import { useTranslation } from "../../../i18n/index.js"
import { Breadcrumbs } from "../../../kit/Breadcrumbs.js"
import { type RecordRead, RecordStates } from "../../../kit/RecordStates.js"
import { useChildAddress } from "../../../kit/use-resource.js"
import { usePackageGroup } from "../hooks.js"

export interface Place {
  readonly entityId: EntityId
  readonly address: ChildAddress
  readonly group: StaffPackageGroup
  readonly pkg: Package
  /** The way back to the group's page. */
  readonly groupHref: string
}

interface InPackageProps<A> {
  /** The child's id in the route: "rewardGroupId", "challengeId". */
  readonly idField: string
  /** Reads the child at its address (not called for `new`). */
  readonly useChild: (address: ChildAddress) => { readonly read: RecordRead<A>; readonly retry: () => void }
  readonly texts: { readonly loading: string; readonly notFound: (pkg: Package) => string }
  /** Whether `new` in the route is a page (a form for a new child) rather than a record that does not exist. */
  readonly canCreate?: boolean
  /** The last step of the trail: the child's name (as the group, reloaded after a save, has it), or "New …". */
  readonly title: (item: A | undefined, place: Place) => string
  readonly children: (place: Place, item: A | undefined) => ReactNode
}

const Child = <A,>({ place, props }: { readonly place: Place; readonly props: InPackageProps<A> }) => {
  const { t } = useTranslation()
  const { read, retry } = props.useChild(place.address)
  return (
    <RecordStates<A>
      read={read}
      retry={retry}
      back={{ href: place.groupHref, label: t("packageGroups.backToGroup", { name: place.group.name }) }}
      texts={{
        loading: props.texts.loading,
        notFound: props.texts.notFound(place.pkg),
        notFoundTitle: t("packageGroups.notFoundTitle"),
      }}
    >
      {(item) => <Page place={place} props={props} item={item} />}
    </RecordStates>
  )
}

const Page = <A,>({
  place,
  props,
  item,
}: {
  readonly place: Place
  readonly props: InPackageProps<A>
  readonly item: A | undefined
}) => {
  const { t } = useTranslation()
  const listHref = redirectHref({
    path: PackageGroups.resource.listPath,
    params: { entityId: String(place.entityId) },
  })
  return (
    <div className="space-y-5">
      <Breadcrumbs
        label={t("packageGroups.trail")}
        trail={[
          { label: t("packageGroups.title"), href: listHref },
          { label: place.group.name, href: place.groupHref },
          { label: place.pkg.name },
          { label: props.title(item, place) },
        ]}
      />
      {props.children(place, item)}
    </div>
  )
}

/**
 * A page inside a package of a package group (ADM-5): the group is read, the
 * package found in it, then the child; an address whose ids do not belong
 * together is said to be so, with the way back, at whichever level it fails.
 */
export const InPackage = <A,>(props: InPackageProps<A>) => {
  const { t } = useTranslation()
  const route = useChildAddress(["packageId"], props.idField)
  const { entityId, isNew, parentId } = route
  const address = isNew && !props.canCreate ? undefined : route.address
  const { entry, retry } = usePackageGroup(entityId, address ? parentId : undefined)
  if (entityId === undefined) return <ChooseOrganization />
  const listHref = redirectHref({
    path: PackageGroups.resource.listPath,
    params: { entityId: String(entityId) },
  })
  return (
    <RecordStates<StaffPackageGroup>
      read={address ? (entry ?? { status: "loading", value: undefined }) : { status: "missing" }}
      retry={retry}
      back={{ href: listHref, label: t("packageGroups.backToList") }}
      texts={{
        loading: t("packageGroups.loading"),
        notFound: t("packageGroups.notFound"),
        notFoundTitle: t("packageGroups.notFoundTitle"),
      }}
    >
      {(group) => {
        const pkg = group.packages.find((p) => p.packageId === address?.packageId)
        const groupHref = redirectHref({
          path: fillPath(PackageGroups.resource.detailPath, { packageGroupId: group.packageGroupId }),
          params: { entityId: String(entityId) },
        })
        if (!pkg || !address)
          return (
            <RecordStates<never>
              read={{ status: "missing" }}
              retry={retry}
              back={{ href: groupHref, label: t("packageGroups.backToGroup", { name: group.name }) }}
              texts={{
                loading: "",
                notFound: t("packageGroups.packageNotFound", { name: group.name }),
                notFoundTitle: t("packageGroups.notFoundTitle"),
              }}
            >
              {() => null}
            </RecordStates>
          )
        const place = { entityId, address, group, pkg, groupHref }
        return isNew ? (
          <Page place={place} props={props} item={undefined} />
        ) : (
          <Child place={place} props={props} />
        )
      }}
    </RecordStates>
  )
}
