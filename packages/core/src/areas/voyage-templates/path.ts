export const VOYAGE_TEMPLATES_PATH = "/noap/admin/voyageTemplates"
