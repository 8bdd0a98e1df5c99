import busboy from 'busboy';

import type { InputFile } from '../../../nodes/BrokerFileConverter/binary';
import { jsonBody, multipartBody } from '../../../nodes/BrokerFileConverter/requestBody';

const file = (fileName: string): InputFile => ({
	bytes: Buffer.from('%PDF-1.4\r\n--boundary-lookalike\r\n\x00\xff binary', 'latin1'),
	fileName,
	type: { extension: 'pdf', mediaType: 'application/pdf' },
});

/** Parses the body with the same multipart parser the server uses. */
function parseMultipart(body: Buffer, contentType: string) {
	return new Promise<Array<{ name: string; filename: string; mimeType: string; bytes: Buffer }>>((resolve, reject) => {
		const parts: Array<{ name: string; filename: string; mimeType: string; bytes: Buffer }> = [];
		const parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8' });
		parser.on('field', (name, value) => parts.push({ name, filename: '', mimeType: 'text', bytes: Buffer.from(value) }));
		parser.on('file', (name, stream, info) => {
			const chunks: Buffer[] = [];
			stream.on('data', (chunk: Buffer) => chunks.push(chunk));
			stream.on('end', () => parts.push({ name, filename: info.filename ?? '', mimeType: info.mimeType, bytes: Buffer.concat(chunks) }));
		});
		parser.on('close', () => resolve(parts));
		parser.on('error', reject);
		parser.end(body);
	});
}

describe('multipartBody', () => {
	it('sends a PDF password as a text part "password" before the file, and none without one', async () => {
		const input = file('locked.pdf');
		const withPassword = multipartBody(input, { password: 'Geheim "42" ß' });
		const parts = await parseMultipart(withPassword.body as Buffer, String(withPassword.headers['Content-Type']));
		expect(parts.map((part) => part.name)).toEqual(['password', 'file']);
		expect(parts[0].bytes.toString('utf8')).toBe('Geheim "42" ß');
		expect(parts[1].bytes).toEqual(input.bytes);
		const without = multipartBody(input);
		expect((await parseMultipart(without.body as Buffer, String(without.headers['Content-Type']))).map((part) => part.name)).toEqual(['file']);
	});

	it('sends the file byte for byte in a part named "file"', async () => {
		const input = file('statement 2024.pdf');
		const { body, headers } = multipartBody(input);
		const parts = await parseMultipart(body as Buffer, String(headers['Content-Type']));
		expect(parts).toHaveLength(1);
		expect(parts[0]).toEqual({ name: 'file', filename: 'statement 2024.pdf', mimeType: 'application/pdf', bytes: input.bytes });
	});

	it('keeps a non-ASCII file name and cannot be broken by quotes or line breaks in it', async () => {
		const unicode = multipartBody(file('Kontoauszug März.pdf'));
		expect((await parseMultipart(unicode.body as Buffer, String(unicode.headers['Content-Type'])))[0].filename).toBe('Kontoauszug März.pdf');
		const hostile = multipartBody(file('a".pdf\r\nX-Evil: 1'));
		const parts = await parseMultipart(hostile.body as Buffer, String(hostile.headers['Content-Type']));
		expect(parts).toHaveLength(1);
		expect(parts[0].filename).toBe('a%22.pdf%0D%0AX-Evil: 1');
	});

	it('uses a fresh boundary each time', () => {
		expect(multipartBody(file('a.pdf')).headers['Content-Type']).not.toBe(multipartBody(file('a.pdf')).headers['Content-Type']);
	});
});

describe('jsonBody', () => {
	it('sends base64 with the file name and the sniffed media type', () => {
		const input = file('a.pdf');
		const { body, headers } = jsonBody(input);
		expect(headers['Content-Type']).toBe('application/json');
		expect(body).toEqual({ file_base64: input.bytes.toString('base64'), filename: 'a.pdf', media_type: 'application/pdf' });
	});

	it('adds the PDF password only when there is one', () => {
		expect(jsonBody(file('a.pdf'), { password: 'pw' }).body).toMatchObject({ password: 'pw' });
		expect(jsonBody(file('a.pdf'), { password: '' }).body).not.toHaveProperty('password');
	});
});
