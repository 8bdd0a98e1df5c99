/** The converter's limit: 20 MiB. Checked here so an oversized file never leaves n8n. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface AcceptedFileType {
	extension: 'pdf' | 'png' | 'jpg' | 'webp';
	mediaType: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Decides the type from the bytes, the same way the server does (server/convert/detect.ts):
 * a binary's mimeType comes from a file name or an upstream header and can be wrong.
 */
export function sniffFileType(bytes: Buffer): AcceptedFileType | null {
	// PDF readers accept the header anywhere in the first KiB (some generators prepend junk).
	if (bytes.subarray(0, 1024).includes('%PDF-')) {
		return { extension: 'pdf', mediaType: 'application/pdf' };
	}
	if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
		return { extension: 'png', mediaType: 'image/png' };
	}
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
		return { extension: 'jpg', mediaType: 'image/jpeg' };
	}
	if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
		return { extension: 'webp', mediaType: 'image/webp' };
	}
	return null;
}
