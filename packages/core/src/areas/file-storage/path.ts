export const FILE_STORAGE_PATH = "/noap/admin/fileStorage"
