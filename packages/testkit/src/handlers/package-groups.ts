import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { NotFound, WellkitApi } from "@wellkit/core"
import {
  inOrganizationCacheWindow,
  type PackageGroupSummary,
  type RewardGroupTemplate,
  type StaffPackageGroup,
} from "@wellkit/core/package-groups"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { crudCollection, inOrganization } from "../kit/collection.js"
import { rewardSymbols } from "../seed-challenges.js"
import { products } from "../seed-licenses.js"
import { currentUser } from "./auth.js"
import { copied, packagesFrom, problemOf, refuse, summaryOf, type Written } from "./package-group-rules.js"
import { packageRewardGroups } from "./package-reward-groups.js"
import { findGroup, nextId, replaceGroup } from "./package-store.js"

export const packageGroupHandlers = (db: Db) => {
  const find = (entityId: number, id: number) => findGroup(db, entityId, id)
  const noGroup = () => new NotFound({ message: "There is no such package group in this organization." })
  const rewardGroups = packageRewardGroups(db)
  const templates = crudCollection<RewardGroupTemplate>(
    db,
    { name: "rewardGroupTemplates", idField: "rewardGroupTemplateId", scopeField: "ownerEntityId" },
    { store: () => db.state.rewardGroupTemplates },
  )

  return HttpApiBuilder.group(WellkitApi, "packageGroups", (handlers) =>
    handlers
      .handle("list", ({ request, path }) =>
        // ADM-10: the API builds a new organization's cache for a few minutes and refuses meanwhile.
        inOrganization(db, request, path.entityId, () =>
          Effect.succeed<HttpServerResponse.HttpServerResponse | ReadonlyArray<PackageGroupSummary>>(
            inOrganizationCacheWindow(db.state.entityCreatedAt[path.entityId], Date.now())
              ? HttpServerResponse.unsafeJson(
                  { message: "This organization's package groups are still being prepared." },
                  { status: 403 },
                )
              : db.state.packageGroups.filter((g) => g.ownerEntityId === path.entityId).map(summaryOf),
          ),
        ),
      )
      .handle("get", ({ request, path }) =>
        inOrganization(db, request, path.entityId, () => {
          const group = find(path.entityId, path.id)
          return group ? Effect.succeed(group) : Effect.fail(noGroup())
        }),
      )
      .handle("create", ({ request, path, payload }) =>
        inOrganization(db, request, path.entityId, (): Written<StaffPackageGroup> => {
          const problem = problemOf(db, path.entityId, payload)
          const packages = packagesFrom(
            db,
            { ...payload, packages: payload.packages.map(({ packageId: _, ...p }) => p) },
            [],
          )
          if (problem ?? typeof packages === "string") return refuse(problem ?? String(packages))
          const packageGroupId = nextId(db, (g) => [g.packageGroupId])
          const group = {
            ...payload,
            ownerEntityId: path.entityId,
            packageGroupId,
            packages,
          } as unknown as StaffPackageGroup
          db.state.packageGroups = [...db.state.packageGroups, group]
          db.persist()
          return Effect.succeed(group)
        }),
      )
      .handle("update", ({ request, path, payload }) =>
        inOrganization(db, request, path.entityId, (): Written<StaffPackageGroup> => {
          const group = find(path.entityId, path.id)
          if (!group) return Effect.fail(noGroup())
          const problem = problemOf(db, path.entityId, payload, path.id)
          const packages = packagesFrom(db, payload, group.packages)
          if (problem ?? typeof packages === "string") return refuse(problem ?? String(packages))
          // A package left out is removed with its challenges and reward groups; the order is the form's.
          const saved = {
            ...group,
            name: payload.name,
            description: payload.description,
            isActive: payload.isActive,
            packages,
          } as StaffPackageGroup
          replaceGroup(db, group, saved)
          return Effect.succeed(saved)
        }),
      )
      .handle("delete", ({ request, path }) =>
        inOrganization(db, request, path.entityId, () => {
          const group = find(path.entityId, path.id)
          if (!group) return Effect.fail(noGroup())
          replaceGroup(db, group, undefined)
          return Effect.void
        }),
      )
      .handle("copy", ({ request, path, payload }) =>
        inOrganization(db, request, path.entityId, () => {
          const group = find(path.entityId, path.id)
          if (!group) return Effect.fail(noGroup())
          return inOrganization(db, request, payload.targetEntityId, () => {
            const copy = copied(db, group, payload.targetEntityId)
            db.state.packageGroups = [...db.state.packageGroups, copy]
            db.persist()
            return copy
          })
        }),
      )
      .handle("getRewardGroup", ({ request, path }) =>
        inOrganization(db, request, Number(path.entityId), () => rewardGroups.get(path)),
      )
      .handle("createRewardGroup", ({ request, path, payload }) =>
        inOrganization(db, request, Number(path.entityId), () => rewardGroups.create(path, payload)),
      )
      .handle("updateRewardGroup", ({ request, path, payload }) =>
        inOrganization(db, request, Number(path.entityId), () => rewardGroups.update(path, payload)),
      )
      .handle("deleteRewardGroup", ({ request, path }) =>
        inOrganization(db, request, Number(path.entityId), () => rewardGroups.remove(path)),
      )
      .handle("products", ({ request }) => Effect.as(currentUser(db, request), products))
      .handle("rewardSymbols", ({ request }) => Effect.as(currentUser(db, request), rewardSymbols))
      .handle("listRewardGroupTemplate", ({ request, path }) =>
        inOrganization(db, request, path.entityId, () => templates.list(path.entityId)),
      )
      .handle("getRewardGroupTemplate", ({ request, path }) =>
        inOrganization(db, request, path.entityId, () => {
          const found = templates.list(path.entityId).find((t) => t.rewardGroupTemplateId === path.id)
          return found
            ? Effect.succeed(found)
            : Effect.fail(new NotFound({ message: "There is no such template." }))
        }),
      )
      .handle("createRewardGroupTemplate", ({ request, path, payload }) =>
        inOrganization(db, request, path.entityId, () => templates.create(path.entityId, payload)),
      )
      .handle("updateRewardGroupTemplate", ({ request, path, payload }) =>
        inOrganization(db, request, path.entityId, () => templates.update(path.entityId, path.id, payload)),
      )
      .handle("deleteRewardGroupTemplate", ({ request, path }) =>
        inOrganization(db, request, path.entityId, () => templates.remove(path.entityId, path.id)),
      ),
  )
}
