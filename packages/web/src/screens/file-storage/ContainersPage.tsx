import { FileStorage, type Nobody, type StorageContainer } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"

const useContainers = (owner: Nobody | undefined) => useResourceList(FileStorage.cache, FileStorage, owner)

/** /noap/admin/fileStorage: the platform's storage containers (K1, read-only K9); a row opens its categories and files. */
export const ContainersPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<StorageContainer, Nobody>
      title={t("fileStorage.title")}
      countOf={(count) => t("fileStorage.count", { count })}
      resource={FileStorage.resource}
      useList={useContainers}
      searchFields={["name", "description"]}
      columns={[
        { field: "name", label: t("fileStorage.fields.name") },
        { field: "description", label: t("fileStorage.fields.description") },
        { field: "fileCount", label: t("fileStorage.fields.files"), numeric: true },
      ]}
    />
  )
}

export const Component = ContainersPage
