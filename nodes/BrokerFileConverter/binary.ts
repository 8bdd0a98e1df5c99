import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

import { MAX_FILE_BYTES, sniffFileType, type AcceptedFileType } from './fileType';

export interface InputFile {
	bytes: Buffer;
	fileName: string;
	type: AcceptedFileType;
}

const MEBIBYTE = 1024 * 1024;

/**
 * Reads the file of one item through n8n's binary helpers, so it works whether n8n keeps binaries
 * in memory, on disk or in the database, and refuses files the converter would refuse anyway.
 */
export async function readInputFile(context: IExecuteFunctions, itemIndex: number, binaryPropertyName: string): Promise<InputFile> {
	const binaryData = context.helpers.assertBinaryData(itemIndex, binaryPropertyName);
	const label = binaryData.fileName ? `"${binaryData.fileName}"` : `in field "${binaryPropertyName}"`;

	// A stored binary knows its size: refuse a huge one before pulling it into memory.
	if (binaryData.id) {
		const { fileSize } = await context.helpers.getBinaryMetadata(binaryData.id);
		assertSize(context, fileSize, label, itemIndex);
	}
	const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, binaryPropertyName);
	return checkedFile(context, itemIndex, { bytes, label, fileName: binaryData.fileName, declaredType: binaryData.mimeType });
}

/** Refuses what the converter would refuse (too big, not a document) before anything is sent. */
export function checkedFile(
	context: IExecuteFunctions,
	itemIndex: number,
	file: { bytes: Buffer; label: string; fileName?: string; declaredType?: string },
): InputFile {
	assertSize(context, file.bytes.length, file.label, itemIndex);
	const type = sniffFileType(file.bytes);
	if (!type) {
		throw new NodeOperationError(context.getNode(), `The file ${file.label} is not a PDF, PNG, JPEG or WebP file`, {
			itemIndex,
			description: `Its content is not one of the accepted types (declared type: ${file.declaredType || 'none'}). Convert it to PDF or to an image first.`,
		});
	}
	return { bytes: file.bytes, fileName: file.fileName || `document.${type.extension}`, type };
}

export function assertSize(context: IExecuteFunctions, size: number, label: string, itemIndex: number) {
	if (size > MAX_FILE_BYTES) {
		throw new NodeOperationError(context.getNode(), `The file ${label} is ${(size / MEBIBYTE).toFixed(1)} MB, over the converter's limit of 20 MB`, {
			itemIndex,
			description: 'Split the document or reduce its resolution, then try again.',
		});
	}
}
