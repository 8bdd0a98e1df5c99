import { randomString, type IDataObject } from 'n8n-workflow';

import type { InputFile } from './binary';

export interface ConvertBody {
	body: Buffer | IDataObject;
	headers: IDataObject;
}

/**
 * Multipart body with the part the converter reads, `file`, and an optional text part `password`
 * for an encrypted PDF (first, so a server can know it before the file has arrived). Built as a
 * plain Buffer because the node may import nothing but n8n-workflow, and n8n's request helper
 * sends a Buffer untouched (a FormData object is handled differently across n8n versions).
 */
// 32 random alphanumerics: the chance that a file contains the boundary line is negligible.
export function multipartBody(
	file: InputFile,
	{ password, boundary = `----n8nBrokerFileConverter${randomString(32)}` }: { password?: string; boundary?: string } = {},
): ConvertBody {
	const passwordPart = password
		? `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${password}\r\n`
		: '';
	const head =
		passwordPart +
		`--${boundary}\r\n` +
		`Content-Disposition: form-data; name="file"; ${fileNameParameters(file.fileName)}\r\n` +
		`Content-Type: ${file.type.mediaType}\r\n\r\n`;
	return {
		body: Buffer.concat([Buffer.from(head, 'utf8'), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
		headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
	};
}

export function jsonBody(file: InputFile, { password }: { password?: string } = {}): ConvertBody {
	return {
		body: {
			file_base64: file.bytes.toString('base64'),
			filename: file.fileName,
			media_type: file.type.mediaType,
			...(password ? { password } : {}),
		},
		headers: { 'Content-Type': 'application/json' },
	};
}

/**
 * A quote, CR or LF would end the header parameter early (browsers escape them the same way);
 * a non-ASCII name also travels as RFC 5987 `filename*`, which multipart parsers prefer.
 */
function fileNameParameters(name: string): string {
	const escaped = name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
	if (/^[\x20-\x7e]*$/.test(escaped)) return `filename="${escaped}"`;
	const asciiFallback = escaped.replace(/[^\x20-\x7e]/g, '_');
	return `filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
