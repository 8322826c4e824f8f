// The demo identity provider's sign-in page: plain server-rendered HTML that works without
// script (none is sent, and the page's policy allows none): a heading, the form with labelled
// fields, the problem in an alert region tied to the fields, a sign-in and a cancel button. Its
// text is the realm's labels in the language asked for (ui_locales, else Accept-Language).
import type { IdpAuthorizeQuery } from '../../contracts/federated.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type Translate = (key: string, values?: Record<string, string>) => string;

export type SignInPage = {
  /** A language tag (en-US) for the document. */
  lang: string;
  t: Translate;
  realmName: string;
  clientName: string;
  /** Where the form is posted. */
  action: string;
  request: IdpAuthorizeQuery;
  email: string;
  /** The label of what went wrong with the last attempt, or null. */
  problem: string | null;
};

/** The request's parameters, carried through the form unchanged. */
function hiddenFields(request: IdpAuthorizeQuery): string {
  const carried: [string, string | undefined][] = [
    ['response_type', request.response_type],
    ['client_id', request.client_id],
    ['redirect_uri', request.redirect_uri],
    ['scope', request.scope],
    ['state', request.state],
    ['nonce', request.nonce],
    ['code_challenge', request.code_challenge],
    ['code_challenge_method', request.code_challenge_method],
    ['prompt', request.prompt],
    ['ui_locales', request.ui_locales],
  ];
  return carried
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
}

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f4f6;color:#16161a}' +
  'main{max-width:26rem;margin:0 auto;padding:2rem 1rem}' +
  'h1{font-size:1.6rem;margin:0 0 .5rem}' +
  'form{display:flex;flex-direction:column;gap:.75rem;background:#fff;padding:1.25rem;border-radius:8px;border:1px solid #c9c9d1}' +
  'label{font-weight:600}' +
  'input[type=email],input[type=password]{font:inherit;padding:.6rem;border:1px solid #6b6b76;border-radius:4px}' +
  'input:focus,button:focus{outline:3px solid #1a5fb4;outline-offset:2px}' +
  '[aria-invalid=true]{border-color:#a4161a}' +
  '.problem{color:#a4161a;font-weight:600;margin:0}' +
  '.actions{display:flex;gap:.75rem;flex-wrap:wrap}' +
  'button{font:inherit;padding:.6rem 1.2rem;border-radius:4px;border:1px solid #16161a;cursor:pointer;min-height:44px}' +
  'button[value=signIn]{background:#16161a;color:#fff}button[value=cancel]{background:#fff;color:#16161a}' +
  '.note{color:#4a4a55;font-size:.9rem}';

export function signInPage(page: SignInPage): string {
  const { t } = page;
  const title = t('providerDisplayName', { realm: page.realmName });
  const invalid = page.problem ? ' aria-invalid="true" aria-describedby="problem"' : '';
  const problem = page.problem ? `<p id="problem" class="problem" role="alert">${escape(page.problem)}</p>` : '';
  // The field to type in next gets the focus: the email at first, the password after a refusal.
  const focusEmail = !page.email || !page.problem ? ' autofocus' : '';
  const focusPassword = focusEmail ? '' : ' autofocus';
  return `<!doctype html><html lang="${escape(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(`${t('signIn')} - ${title}`)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escape(title)}</h1>
<p>${escape(t('idpIntro', { client: page.clientName }))}</p>
<form method="post" action="${escape(page.action)}">
${problem}${hiddenFields(page.request)}
<label for="email">${escape(t('emailLabel'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escape(page.email)}"${invalid}${focusEmail}>
<label for="password">${escape(t('passwordLabel'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
<div class="actions"><button type="submit" name="action" value="signIn">${escape(t('signIn'))}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${escape(t('cancel'))}</button></div>
</form>
<p class="note">${escape(t('idpDemoNote', { realm: page.realmName }))}</p>
</main></body></html>`;
}
