import { perDocumentMap, startDocument } from '../../../server/convert/statement/memo';

describe('perDocumentMap', () => {
  it('keeps its entries while one document is read', () => {
    const known = perDocumentMap<object, string>();
    const line = {};
    known().set(line, 'read');
    expect(known().get(line)).toBe('read');
  });

  it('forgets them when the next document starts', () => {
    const known = perDocumentMap<object, string>();
    const line = {};
    known().set(line, 'read');
    startDocument();
    expect(known().size).toBe(0);
  });
});
