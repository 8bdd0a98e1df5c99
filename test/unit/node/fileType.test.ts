import fc from 'fast-check';

import { MAX_FILE_BYTES, sniffFileType } from '../../../nodes/BrokerFileConverter/fileType';
import { detectFileType } from '../../../server/convert/detect';

const samples: Record<string, Buffer> = {
	pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj', 'latin1'),
	png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
	jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
	webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]),
};

describe('sniffFileType', () => {
	it('recognises each accepted type by its bytes', () => {
		expect(sniffFileType(samples.pdf)?.mediaType).toBe('application/pdf');
		expect(sniffFileType(samples.png)?.mediaType).toBe('image/png');
		expect(sniffFileType(samples.jpeg)?.mediaType).toBe('image/jpeg');
		expect(sniffFileType(samples.webp)?.mediaType).toBe('image/webp');
	});

	it('refuses other content whatever it claims to be', () => {
		expect(sniffFileType(Buffer.from('PK\x03\x04 a docx or a zip', 'latin1'))).toBeNull();
		expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull();
		expect(sniffFileType(Buffer.from('Date,Amount\n2024-01-02,10.00\n'))).toBeNull();
		expect(sniffFileType(Buffer.alloc(0))).toBeNull();
		expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
	});

	it('finds a PDF header preceded by junk within the first KiB, not later', () => {
		expect(sniffFileType(Buffer.concat([Buffer.alloc(1000, 0x20), samples.pdf]))?.extension).toBe('pdf');
		expect(sniffFileType(Buffer.concat([Buffer.alloc(1024, 0x20), samples.pdf]))).toBeNull();
	});

	it('decides exactly like the server, so the node never sends what the server refuses', () => {
		const prefix = fc.constantFrom(...Object.values(samples), Buffer.alloc(0), Buffer.from('RIFF'));
		fc.assert(
			fc.property(prefix, fc.uint8Array({ maxLength: 64 }), fc.boolean(), (head, tail, tailFirst) => {
				const bytes = tailFirst ? Buffer.concat([Buffer.from(tail), head]) : Buffer.concat([head, Buffer.from(tail)]);
				const server = detectFileType(bytes);
				const node = sniffFileType(bytes);
				expect(node === null ? null : { pdf: 'pdf', png: 'png', jpg: 'jpeg', webp: 'webp' }[node.extension]).toBe(server);
			}),
		);
	});

	it('limits files to 20 MiB', () => {
		expect(MAX_FILE_BYTES).toBe(20_971_520);
	});
});
