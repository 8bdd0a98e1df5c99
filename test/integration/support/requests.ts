import { textPdf } from '../../../fixtures/lib/textPdf';

/** A one-page text PDF with a statement header and one trade, made fresh by pdfkit. */
export function samplePdf(): Promise<Buffer> {
  return textPdf(
    [
      'Example Brokerage Inc.                     Account Statement',
      'Account Number: 123-45678                  Statement Period: 01/01/2024 - 01/31/2024',
      '',
      'Date        Activity   Symbol   Quantity   Price     Amount',
      '01/05/2024  Buy        AAPL     10         150.00    -1,500.00',
      '01/15/2024  Dividend   MSFT                          12.34',
    ].join('\n'),
  );
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

export function postMultipart(baseUrl: string, key: string | undefined, bytes: Buffer, filename = 'statement.pdf', partName = 'file') {
  const form = new FormData();
  form.append(partName, new Blob([bytes], { type: 'application/octet-stream' }), filename);
  return fetch(`${baseUrl}/api/v1/convert`, { method: 'POST', headers: key ? bearer(key) : {}, body: form });
}

export function postJson(baseUrl: string, key: string | undefined, body: unknown) {
  return fetch(`${baseUrl}/api/v1/convert`, {
    method: 'POST',
    headers: { ...(key ? bearer(key) : {}), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function usageOf(baseUrl: string, key: string) {
  const res = await fetch(`${baseUrl}/api/v1/usage`, { headers: bearer(key) });
  if (res.status !== 200) throw new Error(`usage answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Asserts the one error envelope and returns its code. */
export async function errorCodeOf(res: Response, status: number): Promise<string> {
  const body = await res.json();
  expect({ status: res.status, body }).toEqual({
    status,
    body: { error: { code: expect.any(String), message: expect.any(String), requestId: expect.stringMatching(/^req_/) } },
  });
  expect(res.headers.get('x-request-id')).toBe(body.error.requestId);
  return body.error.code;
}
