import type { ConversionResponse } from '../../../nodes/BrokerFileConverter/conversionResult';
import { itemsFromConversion, type ItemOptions } from '../../../nodes/BrokerFileConverter/items';
import { COLUMNS, emptyRow } from '../../../server/convert/columns';

const row = (overrides: Record<string, string>) => ({ ...emptyRow(), ...overrides }) as unknown as Record<string, string>;

const result: ConversionResponse = {
	filename: 'statement.pdf',
	mode: 'text',
	rowCount: 2,
	columns: COLUMNS.map((column) => ({ key: column.key, label: column.label })),
	rows: [
		row({
			broker: 'Acme Brokerage',
			date: '2024-03-01',
			type: 'Buy',
			symbol: 'AAPL',
			quantity: '10',
			price: '170.25',
			fees: '1.00',
			amount: '-1703.50',
			currency: 'USD',
			page: '1',
		}),
		row({ broker: 'Acme Brokerage', date: '2024-03-05', type: 'Dividend', symbol: 'AAPL', amount: '2.40', taxes: '', currency: 'USD', page: '2' }),
	],
};

const options = (overrides: Partial<ItemOptions> = {}): ItemOptions => ({
	output: 'rows',
	parseNumbers: false,
	includeSourceFields: true,
	...overrides,
});

describe('itemsFromConversion', () => {
	it('makes one item per row, in column order, paired with the input item', () => {
		const items = itemsFromConversion(result, options(), 3);
		expect(items).toHaveLength(2);
		expect(items.every((item) => (item.pairedItem as { item: number }).item === 3)).toBe(true);
		expect(Object.keys(items[0].json)).toEqual([...COLUMNS.map((column) => column.key), 'filename', 'mode']);
		expect(items[0].json).toMatchObject({ symbol: 'AAPL', quantity: '10', amount: '-1703.50', page: '1', filename: 'statement.pdf', mode: 'text' });
	});

	it('leaves out filename, mode and page when source fields are off', () => {
		const [item] = itemsFromConversion(result, options({ includeSourceFields: false }), 0);
		expect(item.json).not.toHaveProperty('filename');
		expect(item.json).not.toHaveProperty('mode');
		expect(item.json).not.toHaveProperty('page');
		expect(item.json.symbol).toBe('AAPL');
	});

	it('parses only the numeric columns when asked', () => {
		const [buy, dividend] = itemsFromConversion(result, options({ parseNumbers: true }), 0);
		expect(buy.json).toMatchObject({ quantity: 10, price: 170.25, fees: 1, amount: -1703.5, page: 1, date: '2024-03-01', account_number: '' });
		expect(dividend.json).toMatchObject({ quantity: null, taxes: null, amount: 2.4 });
	});

	it('makes one item per file with the schema and all rows', () => {
		const items = itemsFromConversion(result, options({ output: 'file', includeSourceFields: false }), 1);
		expect(items).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 1 });
		expect(items[0].json).toMatchObject({ filename: 'statement.pdf', mode: 'text', rowCount: 2 });
		expect((items[0].json.rows as object[]).length).toBe(2);
		expect((items[0].json.columns as Array<{ key: string }>).map((column) => column.key)).not.toContain('page');
	});

	it('puts the file metadata beside each row', () => {
		const items = itemsFromConversion(result, options({ output: 'rowsWithFile' }), 0);
		expect(items).toHaveLength(2);
		expect(items[1].json).toMatchObject({ rowIndex: 1, row: { type: 'Dividend', page: '2' }, file: { filename: 'statement.pdf', mode: 'text', rowCount: 2 } });
		expect(items[1].json.row).not.toHaveProperty('filename');
	});

	it('yields no items for a file without rows, except in per-file output', () => {
		const empty = { ...result, rowCount: 0, rows: [] };
		expect(itemsFromConversion(empty, options(), 0)).toEqual([]);
		expect(itemsFromConversion(empty, options({ output: 'file' }), 0)[0].json.rowCount).toBe(0);
	});
});
