/**
 * What a request carried, before anything looked at the bytes. `password` opens an encrypted PDF;
 * it is handed to the conversion and nowhere else (not logged, not stored).
 */
export type Upload = { bytes: Buffer; filename?: string; mediaType?: string; password?: string };
