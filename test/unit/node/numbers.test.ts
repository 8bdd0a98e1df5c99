import fc from 'fast-check';

import { parseNumericCell } from '../../../nodes/BrokerFileConverter/numbers';

describe('parseNumericCell', () => {
	it('turns plain decimals into numbers', () => {
		expect(parseNumericCell('1234.56')).toBe(1234.56);
		expect(parseNumericCell('-0.5')).toBe(-0.5);
		expect(parseNumericCell('3')).toBe(3);
		expect(parseNumericCell(' 42 ')).toBe(42);
	});

	it('makes an empty cell null rather than zero', () => {
		expect(parseNumericCell('')).toBeNull();
		expect(parseNumericCell('   ')).toBeNull();
	});

	it('keeps what is not a plain decimal as it was', () => {
		expect(parseNumericCell('1,234.56')).toBe('1,234.56');
		expect(parseNumericCell('n/a')).toBe('n/a');
		expect(parseNumericCell('1e5')).toBe('1e5');
		expect(parseNumericCell(undefined)).toBeUndefined();
	});

	it('round-trips every decimal the server can write', () => {
		fc.assert(
			fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
				const text = `${whole < 0 ? '-' : ''}${Math.abs(whole)}.${String(cents).padStart(2, '0')}`;
				expect(parseNumericCell(text)).toBe(Number(text));
			}),
		);
	});
});
