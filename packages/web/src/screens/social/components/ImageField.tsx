import { SOCIAL_IMAGE_MAX_BYTES, SOCIAL_IMAGE_TYPES } from "@wellkit/core/social"
import { type ChangeEvent, useState } from "react"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { useTranslation } from "../../../i18n/index.js"
import type { CustomControl, FormField } from "../../../kit/ResourceForm.js"

const isUpload = (value: string) => value.startsWith("data:")

/**
 * A picture as an https address or an upload, kept as a data URL (at most
 * 200 KB, raster types only: the contract refuses anything else), with a preview.
 */
export const ImageField = ({ name, label, value, error, onChange }: CustomControl) => {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<string>()
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ""
    if (!file) return
    if (!(SOCIAL_IMAGE_TYPES as ReadonlyArray<string>).includes(file.type))
      return setProblem(t("social.image.wrongType"))
    if (file.size > SOCIAL_IMAGE_MAX_BYTES) return setProblem(t("social.image.tooLarge"))
    const reader = new FileReader()
    reader.onload = () => {
      setProblem(undefined)
      onChange(String(reader.result))
    }
    reader.onerror = () => setProblem(t("social.image.unreadable"))
    reader.readAsDataURL(file)
  }
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      <Field
        label={t("social.image.address")}
        hint={isUpload(value) ? t("social.image.uploadInUse") : t("social.image.addressHint")}
        error={problem ?? error}
      >
        <input
          name={name}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          className={inputClass}
          value={isUpload(value) ? "" : value}
          onChange={(event) => {
            setProblem(undefined)
            onChange(event.target.value)
          }}
        />
      </Field>
      <Field label={t("social.image.upload")} hint={t("social.image.uploadHint")}>
        <input
          type="file"
          accept={SOCIAL_IMAGE_TYPES.join(",")}
          onChange={upload}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-slate-100"
        />
      </Field>
      {value && !problem && !error ? (
        <figure className="flex items-end gap-3">
          <img
            src={value}
            alt={t("social.image.preview")}
            className="max-h-40 max-w-xs rounded border border-slate-200"
          />
          <Button variant="secondary" onClick={() => onChange("")}>
            {t("social.image.remove")}
          </Button>
        </figure>
      ) : null}
    </fieldset>
  )
}

/** A picture as one of a kit form's fields; no picture is sent as null. */
export const imageField = (name: string, label: string): FormField => ({
  name,
  label,
  kind: "custom",
  blankAsNull: true,
  render: (control) => <ImageField {...control} />,
})
