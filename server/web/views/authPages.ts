import { html } from '../html';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../passwords';
import { alerts, csrfField, layout } from './layout';

export interface AuthFormView {
  csrfToken: string;
  email?: string;
  error?: string;
  notice?: string;
}

const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few words is easy to remember and hard to guess.`;

function emailField(value: string | undefined, autocomplete: 'username' | 'email') {
  return html`<div class="field">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="${autocomplete}" required value="${value ?? ''}" autofocus>
    </div>`;
}

/** A password being chosen: the length rules are shown and enforced by the browser too. */
function newPasswordField(label: string, autofocus: boolean) {
  return html`<div class="field">
      <label for="password">${label}</label>
      <span class="hint" id="password-hint">${passwordHint}</span>
      <input id="password" name="password" type="password" autocomplete="new-password" required
        minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" aria-describedby="password-hint"${autofocus ? html` autofocus` : ''}>
    </div>`;
}

export function signInPage(view: AuthFormView & { signupOpen: boolean }): string {
  return layout(
    { title: 'Sign in', csrfToken: view.csrfToken },
    html`<div class="card narrow">
  <h1>Sign in</h1>
  ${alerts(view)}
  <form method="post" action="/signin" novalidate>
    ${csrfField(view.csrfToken)}
    ${emailField(view.email, 'username')}
    <div class="field">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX_LENGTH}">
    </div>
    <button type="submit">Sign in</button>
  </form>
  ${
    view.signupOpen
      ? html`<p>No account yet? <a href="/signup">Create one</a>.</p>`
      : html`<p class="muted">Accounts on this server are created by its operator.</p>`
  }
</div>`,
  );
}

export function signUpPage(view: AuthFormView & { freePerDay: number }): string {
  return layout(
    { title: 'Create an account', csrfToken: view.csrfToken },
    html`<div class="card narrow">
  <h1>Create an account</h1>
  ${alerts(view)}
  <p class="muted">Every account can convert ${view.freePerDay} file${view.freePerDay === 1 ? '' : 's'} a day for free.</p>
  <form method="post" action="/signup" novalidate>
    ${csrfField(view.csrfToken)}
    ${emailField(view.email, 'email')}
    ${newPasswordField('Password', false)}
    <button type="submit">Create account</button>
  </form>
  <p>Already have an account? <a href="/signin">Sign in</a>.</p>
</div>`,
  );
}

export function signUpClosedPage(view: { csrfToken: string }): string {
  return layout(
    { title: 'Sign-up is closed', csrfToken: view.csrfToken },
    html`<div class="card narrow">
  <h1>Sign-up is closed</h1>
  <p>This server does not accept new accounts from the web. Ask its operator for an invitation.</p>
  <p><a href="/signin">Sign in</a></p>
</div>`,
  );
}

/** The page an invitation link opens: the invited user chooses a password for an existing account. */
export function setPasswordPage(view: AuthFormView & { token: string; email: string }): string {
  return layout(
    { title: 'Choose a password', csrfToken: view.csrfToken },
    html`<div class="card narrow">
  <h1>Choose a password</h1>
  ${alerts(view)}
  <p>You were invited to the account of <strong>${view.email}</strong>.</p>
  <form method="post" action="/invite/${encodeURIComponent(view.token)}" novalidate>
    ${csrfField(view.csrfToken)}
    <input type="text" name="username" autocomplete="username" value="${view.email}" hidden>
    ${newPasswordField('New password', true)}
    <button type="submit">Set password and sign in</button>
  </form>
</div>`,
  );
}

export function messagePage(view: { csrfToken: string; title: string; message: string; signedInAs?: string }): string {
  return layout(
    { title: view.title, csrfToken: view.csrfToken, signedInAs: view.signedInAs },
    html`<div class="card narrow">
  <h1>${view.title}</h1>
  <p>${view.message}</p>
  <p><a href="/settings">Back to the settings</a></p>
</div>`,
  );
}
