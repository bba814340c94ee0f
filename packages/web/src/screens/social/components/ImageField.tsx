import { SOCIAL_IMAGE_FILE } from "@wellkit/core/social"
import { useState } from "react"
import { Button } from "../../../components/Button.js"
import { Field, inputClass } from "../../../components/Field.js"
import { useTranslation } from "../../../i18n/index.js"
import { type ChosenFile, FileField } from "../../../kit/FileField.js"
import type { CustomControl, FormField } from "../../../kit/ResourceForm.js"

const isUpload = (value: string) => value.startsWith("data:")

/**
 * A picture as an https address or an upload (the kit's file field, K10),
 * kept as a data URL (at most 200 KB, raster types only: the contract refuses
 * anything else), with a preview.
 */
export const ImageField = ({ name, label, value, error, onChange }: CustomControl) => {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<ChosenFile>()
  // The file field shows the upload while it is the form's value; an address typed since replaces it.
  const upload = chosen && chosen.content === value ? chosen : undefined
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      <Field
        label={t("social.image.address")}
        hint={isUpload(value) ? t("social.image.uploadInUse") : t("social.image.addressHint")}
        error={error}
      >
        <input
          name={name}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          className={inputClass}
          value={isUpload(value) ? "" : value}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      <FileField
        name={`${name}File`}
        label={t("social.image.upload")}
        rules={SOCIAL_IMAGE_FILE}
        read="dataUrl"
        file={upload}
        onChange={(file) => {
          setChosen(file)
          onChange(file?.content ?? "")
        }}
      />
      {value && !error ? (
        <figure className="flex items-end gap-3">
          <img
            src={value}
            alt={t("social.image.preview")}
            className="max-h-40 max-w-xs rounded border border-slate-200"
          />
          {/* A file chosen here is cleared by its own field; this removes a saved picture or an address. */}
          {upload ? null : (
            <Button variant="secondary" onClick={() => onChange("")}>
              {t("social.image.remove")}
            </Button>
          )}
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
