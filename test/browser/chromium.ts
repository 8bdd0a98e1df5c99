import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's chromium; the tests never download a browser. CI installs it: apt-get install -y chromium */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const SKIP_REASON = `skipped: ${CHROMIUM} not found (install it with: apt-get update && apt-get install -y chromium)`;

export const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts');

/** `describe` when chromium is there; otherwise the block is skipped and says why once. */
export function describeInChromium(name: string, body: () => void): void {
  if (hasChromium) return describe(name, body);
  console.warn(`Browser tests ${SKIP_REASON}`);
  describe.skip(`${name} (${SKIP_REASON})`, body);
}

export type Browser = { context(options?: BrowserContextOptions): Promise<BrowserContext>; close(): Promise<void> };

/** A headless chromium with a fresh profile, offline apart from the servers the tests start. */
export async function launchChromium(): Promise<Browser> {
  const profiles: string[] = [];
  const contexts: BrowserContext[] = [];
  return {
    async context(options = {}) {
      const profile = mkdtempSync(join(tmpdir(), 'bfc-chromium-'));
      profiles.push(profile);
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
        ...options,
      });
      contexts.push(context);
      return context;
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close()));
      for (const p of profiles) rmSync(p, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
