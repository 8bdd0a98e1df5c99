import { html, type SafeHtml } from '../html';
import { ASSET_PATHS } from '../assets';

export interface LayoutOptions {
  title: string;
  /** The signed-in user's email; absent on the sign-in and sign-up pages. */
  signedInAs?: string;
  csrfToken: string;
}

/** The frame every page shares: landmarks, a skip link, the sign-out form, one stylesheet, one script. */
export function layout(options: LayoutOptions, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${options.title} · Broker File Converter</title>
<link rel="stylesheet" href="${ASSET_PATHS.styles}">
<script src="${ASSET_PATHS.script}" defer></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="inner">
    <a class="brand" href="/settings">Broker File Converter</a>
    ${
      options.signedInAs
        ? html`<nav aria-label="Account">
      <span class="who">Signed in as ${options.signedInAs}</span>
      <form method="post" action="/signout">
        <input type="hidden" name="_csrf" value="${options.csrfToken}">
        <button type="submit" class="link">Sign out</button>
      </form>
    </nav>`
        : ''
    }
  </div>
</header>
<main id="main" class="inner" tabindex="-1">
${body}
</main>
<footer class="site-footer">
  <div class="inner">Convert broker files with <code>POST /api/v1/convert</code> and an API key from this page.</div>
</footer>
</body>
</html>`.value;
}

export function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${token}">`;
}

export function alerts(messages: { error?: string; notice?: string }): SafeHtml {
  return html`${messages.error ? html`<div class="alert alert-error" role="alert">${messages.error}</div>` : ''}${
    messages.notice ? html`<div class="alert alert-ok" role="status">${messages.notice}</div>` : ''
  }`;
}
