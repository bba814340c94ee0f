export const FLOWS_PATH = "/noap/admin/flows"
