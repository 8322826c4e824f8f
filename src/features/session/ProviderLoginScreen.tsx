// Sign-in with the realm's identity provider (spec §2: the login route with /gigya appended,
// carrying `from`). In the browser the page starts an attempt at once (provider-flow.ts: state,
// nonce and PKCE verifier kept for this tab), asks the server where the provider's sign-in is,
// and sends the browser there; the provider comes back to the login redirect route. When the
// realm signs guests in automatically (spec §4) the provider is asked not to show anything.
// Offline it waits for the connection; a failure says so with a way to try again.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { appQuery, currentViewer, http, useHref, useOnline, useRealm } from '../../lib/core/index.ts';
import { labelOrText } from '../../lib/i18n.ts';
import { providerAuthorization } from './api.ts';
import { sessionFailureKey } from './errors.ts';
import { useFromPath } from './navigation.ts';
import { beginAttempt, providerCallbackUri, realmProvider, silentSignIn } from './provider-flow.ts';
import { LinkList, Outcome, SessionPage, TextLink } from './SessionPage.tsx';
import { useOnce } from './use-once.ts';

export function ProviderLoginScreen() {
  const { t, i18n } = useTranslation();
  const { realm, basename } = useRealm();
  const online = useOnline();
  const from = useFromPath();
  const [params] = useSearchParams();
  const loginHref = useHref('login', undefined, from ? { query: { from } } : undefined);
  const provider = realmProvider(realm);
  const name = t('providerDisplayName', { realm: realm.realmFullName });
  // Each try is its own run: "try again" starts a new attempt (a new state and verifier).
  const [run, setRun] = useState(0);

  const state = useOnce(provider && online ? `provider:${run}` : null, async () => {
    if (!provider) return;
    const silent = silentSignIn(realm, provider, currentViewer().role, appQuery(params).interactionRequired);
    const redirectUri = providerCallbackUri(window.location.origin, basename);
    const { attempt, challenge } = await beginAttempt(realm.realm, { provider: provider.name, redirectUri, from });
    const url = await providerAuthorization(http, {
      provider: provider.name,
      redirectUri,
      state: attempt.state,
      nonce: attempt.nonce,
      codeChallenge: challenge,
      ...(silent ? { prompt: 'none' as const } : {}),
    });
    window.location.assign(url);
  });

  let body;
  if (!provider) body = <Outcome text={t('providerNotAvailable')} testId="provider-unavailable" />;
  else if (state.status === 'failed')
    body = (
      <Outcome text={labelOrText(i18n, sessionFailureKey(state.error, 'providerSignin', online))} testId="provider-failed">
        <Button variant="contained" onClick={() => setRun((n) => n + 1)} data-testid="provider-retry">
          {t('retry')}
        </Button>
      </Outcome>
    );
  else if (!online && state.status === 'pending') body = <Outcome text={t('offlineTryAgain')} testId="provider-offline" />;
  else body = <Outcome text={t('providerRedirecting', { provider: name })} testId="provider-redirecting" />;

  return (
    <SessionPage title={t('signInWithProvider', { provider: name })} testId="provider-login">
      {body}
      <LinkList>
        <TextLink to={loginHref} testId="provider-back">
          {t('backToSignIn')}
        </TextLink>
      </LinkList>
    </SessionPage>
  );
}
