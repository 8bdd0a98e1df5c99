/**
 * The file type is decided from the content, never from the name or a declared media type:
 * a caller's label can be wrong, the magic bytes cannot.
 */
export type FileType = 'pdf' | 'png' | 'jpeg' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectFileType(bytes: Buffer): FileType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  // PDF readers accept the header anywhere in the first KiB (some generators prepend junk);
  // checked last, so an image whose metadata quotes "%PDF-" is still an image.
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  return null;
}

export const ACCEPTED_FILE_TYPES = 'PDF, PNG, JPEG or WebP';
