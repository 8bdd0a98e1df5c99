/**
 * A minimal browser stand-in for the settings-page tests: keeps cookies, does not follow
 * redirects (so tests see the 303s) and reads the CSRF token from the last page's forms.
 */
export type Page = { status: number; html: string; headers: Headers; location: string | null; setCookies: string[] };

export class WebClient {
  readonly cookies = new Map<string, string>();
  /** The _csrf value of the last HTML page received. */
  csrf = '';

  constructor(readonly baseUrl: string) {}

  get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.send(path, { method: 'GET', headers });
  }

  /** Posts a form; the page's CSRF token is added unless `_csrf` is given (or null to leave it out). */
  post(path: string, fields: Record<string, string | null>, headers: Record<string, string> = {}): Promise<Page> {
    const body = new URLSearchParams();
    const withToken = { _csrf: this.csrf, ...fields };
    for (const [name, value] of Object.entries(withToken)) if (value !== null) body.set(name, value);
    return this.send(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: body.toString() });
  }

  async signUp(email: string, password: string): Promise<Page> {
    await this.get('/signup');
    return this.post('/signup', { email, password });
  }

  async signIn(email: string, password: string): Promise<Page> {
    await this.get('/signin');
    return this.post('/signin', { email, password });
  }

  private async send(path: string, init: RequestInit): Promise<Page> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const html = await res.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html);
    if (token) this.csrf = token[1];
    return { status: res.status, html, headers: res.headers, location: res.headers.get('location'), setCookies };
  }
}

/** The text content of the page with tags removed and whitespace collapsed, for readable asserts. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
