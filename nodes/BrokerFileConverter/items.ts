import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { ConversionResponse } from './conversionResult';
import { NUMERIC_COLUMNS, parseNumericCell } from './numbers';

export type OutputMode = 'rows' | 'file' | 'rowsWithFile';

export interface ItemOptions {
	output: OutputMode;
	parseNumbers: boolean;
	includeSourceFields: boolean;
	/** One item even for a file without rows (the "file" output always has one). */
	emptyFileItem?: boolean;
}

// "page" is a column of the converter but, like filename and mode, it tells where a row came from.
const SOURCE_COLUMNS = ['page'];

/** Turns one conversion into output items, each paired with the input item of the file. */
export function itemsFromConversion(result: ConversionResponse, options: ItemOptions, itemIndex: number): INodeExecutionData[] {
	const pairedItem = { item: itemIndex };
	// With the file's metadata beside each row, filename and mode need not repeat inside it.
	const withFileFields = options.output !== 'rowsWithFile';
	const rows = result.rows.map((row) => mapRow(row, result, options, withFileFields));
	if (rows.length === 0 && options.emptyFileItem && options.output !== 'file') {
		return [{ json: emptyFileJson(result, options), pairedItem }];
	}
	switch (options.output) {
		case 'file':
			return [
				{
					json: {
						filename: result.filename,
						mode: result.mode,
						rowCount: rows.length,
						columns: visibleColumns(result, options),
						rows,
					},
					pairedItem,
				},
			];
		case 'rowsWithFile':
			return rows.map((row, rowIndex) => ({
				json: { row, rowIndex, file: fileMetadata(result, options) },
				pairedItem,
			}));
		default:
			return rows.map((row) => ({ json: row, pairedItem }));
	}
}

// Says which file gave nothing, in the shape of the chosen output, so later nodes can branch on rowCount.
function emptyFileJson(result: ConversionResponse, options: ItemOptions): IDataObject {
	const file = fileMetadata(result, options);
	if (options.output === 'rowsWithFile') return { row: null, rowIndex: null, file };
	return { filename: file.filename, mode: file.mode, rowCount: 0 };
}

export function mapRow(row: Record<string, string>, result: ConversionResponse, options: ItemOptions, withFileFields = true): IDataObject {
	const mapped: IDataObject = {};
	for (const key of columnKeys(row, result)) {
		if (!options.includeSourceFields && SOURCE_COLUMNS.includes(key)) continue;
		const value = row[key] ?? '';
		mapped[key] = options.parseNumbers && NUMERIC_COLUMNS.includes(key) ? (parseNumericCell(value) as IDataObject[string]) : value;
	}
	if (options.includeSourceFields && withFileFields) {
		mapped.filename = result.filename;
		mapped.mode = result.mode;
	}
	return mapped;
}

// The schema's order first, so spreadsheet columns come out in the converter's order.
function columnKeys(row: Record<string, string>, result: ConversionResponse): string[] {
	const keys = result.columns.map((column) => column.key);
	return [...keys, ...Object.keys(row).filter((key) => !keys.includes(key))];
}

function visibleColumns(result: ConversionResponse, options: ItemOptions): IDataObject[] {
	return result.columns
		.filter((column) => options.includeSourceFields || !SOURCE_COLUMNS.includes(column.key))
		.map((column) => ({ key: column.key, label: column.label }));
}

function fileMetadata(result: ConversionResponse, options: ItemOptions): IDataObject {
	return {
		filename: result.filename,
		mode: result.mode,
		rowCount: result.rows.length,
		columns: visibleColumns(result, options),
	};
}
