export const ACTIVITY_DEFINITIONS_PATH = "/noap/admin/activityDefinitions"
