/**
 * Opening an encrypted PDF with the password its owner sent, and what to answer when that fails.
 * pdf.js takes the password as a string of bytes, one character per byte, and encodes it to UTF-8
 * itself only for AES-256 revision 6; AES-256 revision 5 (Acrobat 9, pdfkit) needs the UTF-8 bytes
 * given. Measured: "Zürich 2024" opens RC4, AES-128 and AES-256 r6 files as typed and an r5 file
 * only as its UTF-8 bytes. The revision is known only once the file is parsed, so a non-ASCII
 * password is tried both ways.
 */
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openPdf, OpenPdfOptions, pdfjs } from './pdfjs';

export type PdfOpenFailure = {
  ok: false;
  code: 'pdf_password_required' | 'wrong_pdf_password' | 'encrypted_pdf' | 'invalid_pdf';
  message: string;
};

/** The ways to hand `password` to pdf.js, the likelier first; an empty password is none. */
export function passwordForms(password: string | undefined): (string | undefined)[] {
  if (!password) return [undefined];
  const utf8Bytes = Buffer.from(password, 'utf8').toString('latin1');
  return utf8Bytes === password ? [password] : [password, utf8Bytes];
}

/**
 * openPdf with each form of the password until one opens the file. pdf.js may take over (detach)
 * the bytes it is given, so every attempt but the last gets a copy.
 */
export async function openWithPassword(pdf: Uint8Array, options: OpenPdfOptions): Promise<PdfJs.PDFDocumentProxy> {
  const forms = passwordForms(options.password);
  for (let i = 0; ; i++) {
    const last = i === forms.length - 1;
    try {
      return await openPdf(last ? pdf : pdf.slice(), { ...options, password: forms[i] });
    } catch (err) {
      if (last || !isPassword(err, pdfjs.PasswordResponses.INCORRECT_PASSWORD)) throw err;
    }
  }
}

// What pdf.js reports, when opening, for encryption that is not the standard password handler
// (a certificate, a DRM plug-in) or an algorithm it does not implement: no password opens those here.
const UNSUPPORTED_ENCRYPTION = new Set(['unknown encryption method', 'unsupported encryption algorithm']);

/** The answer for a PDF that pdf.js would not open (`err` is what it threw). */
export function openFailure(err: unknown): PdfOpenFailure {
  if (isPassword(err, pdfjs.PasswordResponses.NEED_PASSWORD)) {
    return {
      ok: false,
      code: 'pdf_password_required',
      message:
        'The PDF is protected by a password. Send its password with the file: a form part named "password" (multipart/form-data) or a "password" field (JSON).',
    };
  }
  if (isPassword(err, pdfjs.PasswordResponses.INCORRECT_PASSWORD)) {
    return {
      ok: false,
      code: 'wrong_pdf_password',
      message:
        'The password sent with the file does not open this PDF. Check it (PDF passwords are case-sensitive; the user or the owner password will do) and send the file again with the right one.',
    };
  }
  const reason = (err as Error | undefined)?.message ?? 'unknown error';
  if (UNSUPPORTED_ENCRYPTION.has(reason)) {
    return {
      ok: false,
      code: 'encrypted_pdf',
      message: `The PDF is encrypted by a method no password opens here (${reason}: e.g. certificate security). Save an unprotected copy with the program that opens it and upload that.`,
    };
  }
  return {
    ok: false,
    code: 'invalid_pdf',
    message: `The file starts like a PDF but cannot be read (${reason}). Upload an intact PDF, PNG, JPEG or WebP file.`,
  };
}

function isPassword(err: unknown, response: number): boolean {
  return (err as Error | undefined)?.name === 'PasswordException' && (err as { code?: number }).code === response;
}
