export const FORM_TEMPLATES_PATH = "/noap/admin/formTemplates"
