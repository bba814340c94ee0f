export const CHALLENGE_TEMPLATES_PATH = "/noap/admin/challengeTemplates"
