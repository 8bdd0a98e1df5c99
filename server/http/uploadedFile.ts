/** What a request carried, before anything looked at the bytes. */
export type Upload = { bytes: Buffer; filename?: string; mediaType?: string };
