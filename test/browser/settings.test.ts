import type { BrowserContext, Page } from 'playwright-core';
import { startServer, type TestServer } from '../helpers/server';
import { postMultipart, samplePdf } from '../integration/support/requests';
import { accessibilityViolations } from './axe';
import { describeInChromium, launchChromium, screenshot, type Browser } from './chromium';

const PASSWORD = 'correct horse battery staple';

describeInChromium('settings page in chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every URL the main page loads, to prove nothing comes from anywhere but this server. */
  const requested: string[] = [];

  beforeAll(async () => {
    server = await startServer({ web: { signup: true }, rateLimits: { perMinute: 30, perDay: 1000 } });
    browser = await launchChromium();
    context = await browser.context({ viewport: { width: 1200, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    page = await context.newPage();
    page.on('request', (request) => requested.push(request.url()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('sign up → create a key → convert with it → usage shows it → revoke → the key gets 401', async () => {
    await page.goto(`${server.baseUrl}/signup`);
    await screenshot(page, 'signup');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.baseUrl}/settings`);
    await expectText(page, 'Signed in as ada@example.com');
    await expectText(page, 'No active keys');
    await screenshot(page, 'settings-new-account');

    await page.getByLabel('Name of a new key').fill('n8n production');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secretBox = page.locator('#new-key-secret');
    const secret = (await secretBox.textContent())!.trim();
    expect(secret).toMatch(/^bfc_live_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expectText(page, 'Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'settings-key-created');

    const converted = await postMultipart(server.baseUrl, secret, await samplePdf(), 'march.pdf');
    expect(converted.status).toBe(200);

    await page.goto(`${server.baseUrl}/settings`);
    await expect(page.locator('#new-key-secret').count()).resolves.toBe(0);
    await expectText(page, 'Free conversions left today');
    expect(await statValue(page, 'Free conversions left today')).toMatch(/^2 of 3/);
    expect(await statValue(page, 'Conversions today')).toMatch(/^1/);
    expect(await page.locator('#usage-chart-title').textContent()).toBe('1 conversion in the last 30 days');
    expect(await page.locator('.usage-chart rect.bar:not(.bar-empty)').count()).toBe(1);
    const row = page.getByRole('row', { name: /n8n production/ });
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toMatch(/UTC$/);
    await screenshot(page, 'settings-after-conversion');

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Revoke n8n production' }).click();
    await page.waitForURL(/done=revoked/);
    await expectText(page, 'The key was revoked.');
    await expectText(page, 'No active keys');
    await screenshot(page, 'settings-key-revoked');

    const refused = await postMultipart(server.baseUrl, secret, await samplePdf(), 'march.pdf');
    expect(refused.status).toBe(401);

    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => !url.startsWith(`${server.baseUrl}/`))).toEqual([]);
  });

  test('renaming a key in place', async () => {
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByLabel('Name of a new key').fill('laptop');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Rename laptop').click();
    await page.getByLabel('New name').fill('old laptop');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.waitForURL(/done=renamed/);
    await expect(page.getByRole('row', { name: /old laptop/ }).count()).resolves.toBe(1);
  });

  test('the pages pass the axe-core WCAG A/AA checks, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${server.baseUrl}/settings`);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'settings-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    const anonymous = await (await browser.context()).newPage();
    for (const path of ['/signin', '/signup']) {
      await anonymous.goto(server.baseUrl + path);
      expect(await accessibilityViolations(anonymous)).toEqual([]);
    }
    await screenshot(anonymous, 'signin');
  });

  test('keyboard: the skip link comes first and leads to the content; focus is visible', async () => {
    await page.goto(`${server.baseUrl}/settings`);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent, outline: getComputedStyle(document.activeElement!).outlineStyle }));
    expect(focused).toEqual({ text: 'Skip to content', outline: 'solid' });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  test('on a phone-sized screen nothing overflows sideways', async () => {
    const phone = await (await browser.context({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })).newPage();
    await phone.goto(`${server.baseUrl}/signin`);
    await phone.getByLabel('Email').fill('ada@example.com');
    await phone.getByLabel('Password').fill(PASSWORD);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.waitForURL(`${server.baseUrl}/settings`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'settings-phone');
  });

  test('without JavaScript: sign in, create a key and read it; the copy button stays hidden', async () => {
    const noScript = await (await browser.context({ javaScriptEnabled: false })).newPage();
    await noScript.goto(`${server.baseUrl}/signin`);
    await noScript.getByLabel('Email').fill('ada@example.com');
    await noScript.getByLabel('Password').fill(PASSWORD);
    await noScript.getByRole('button', { name: 'Sign in' }).click();
    await noScript.waitForURL(`${server.baseUrl}/settings`);
    await noScript.getByLabel('Name of a new key').fill('no script');
    await noScript.getByRole('button', { name: 'Create key' }).click();
    expect(await noScript.locator('#new-key-secret').textContent()).toMatch(/^bfc_live_/);
    expect(await noScript.getByRole('button', { name: 'Copy key' }).isVisible()).toBe(false);
    await screenshot(noScript, 'settings-no-javascript');
  });
});

async function expectText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

async function statValue(page: Page, label: string): Promise<string> {
  const stat = page.locator('.stat', { has: page.locator('dt', { hasText: label }) });
  return ((await stat.locator('dd').textContent()) ?? '').trim();
}
