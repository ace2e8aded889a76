/** The largest import file read (WXR or Ghost JSON); a larger one is refused as 'too_large' before parsing. */
export const MAX_IMPORT_FILE_BYTES = 100 * 1024 * 1024;
