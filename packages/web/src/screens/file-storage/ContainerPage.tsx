import { FILE_STORAGE_PATH, FileStorage, NOBODY, type StorageContainer } from "@wellkit/core"
import { Link, useParams } from "react-router-dom"
import { useTranslation } from "../../i18n/index.js"
import { type RecordRead, RecordStates } from "../../kit/RecordStates.js"
import { useResourceList } from "../../kit/use-resource.js"
import { ContainerView } from "./components/ContainerView.js"

const positive = (text: string | undefined) => (text && /^[1-9]\d*$/.test(text) ? Number(text) : undefined)

/** /noap/admin/fileStorage/{containerId}[?category=…|all]: a container's categories and the files of one, or all. */
export const ContainerPage = () => {
  const { t } = useTranslation()
  const id = positive(useParams().id)
  // The containers have no get-one call: the container is found in their list (read once, POR-19).
  const { entry, retry } = useResourceList(FileStorage.cache, FileStorage, NOBODY)
  const found = entry?.value?.find((container) => container.containerId === id)
  const read: RecordRead<StorageContainer> =
    id === undefined || (entry?.value !== undefined && found === undefined)
      ? { status: "missing" }
      : entry?.status === "error"
        ? { status: "error", value: found, error: entry.error }
        : found
          ? { status: "ready", value: found }
          : { status: "loading", value: undefined }
  return (
    <div className="space-y-5">
      <Link
        to={FILE_STORAGE_PATH}
        className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2"
      >
        {t("fileStorage.back")}
      </Link>
      <RecordStates<StorageContainer>
        read={read}
        retry={retry}
        texts={{ loading: t("fileStorage.container.loading"), notFound: t("fileStorage.container.notFound") }}
      >
        {(container) => <ContainerView container={container} />}
      </RecordStates>
    </div>
  )
}

export const Component = ContainerPage
