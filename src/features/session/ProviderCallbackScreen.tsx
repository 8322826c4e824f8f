// The login redirect route: where the identity provider sends the viewer back (decision 0022).
// Once, in the browser: the attempt this tab started is taken back by its state (none, another
// state or too old: refused), then the code goes to the server, which exchanges it and answers
// the session. Signed in, the viewer lands on `from` (a path of this app only) or the default
// target. error=interaction_required (a silent attempt the provider could not answer, spec §4)
// returns to `from` marked so auto-login does not try again; a cancel or a failure is shown with
// a way to try again and the way back to the password sign-in.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { LabelKey } from '../../contracts/label-keys.ts';
import { http, useHref, useOnline, useRealm } from '../../lib/core/index.ts';
import { labelOrText } from '../../lib/i18n.ts';
import { providerSignin } from './api.ts';
import { sessionFailureKey } from './errors.ts';
import { DEFAULT_TARGET } from './navigation.ts';
import { readProviderAnswer, takeAttempt } from './provider-flow.ts';
import { signInWith } from './session-actions.ts';
import { LinkList, Outcome, SessionPage, TextLink } from './SessionPage.tsx';
import { useOnce } from './use-once.ts';

type Finished = { to: string } | { refused: LabelKey; from: string | null };

/** The server refused the code (its error is the cause); `from` is kept for trying again. */
class Refused extends Error {
  readonly from: string | null;
  constructor(from: string | null, cause: unknown) {
    super('The sign-in with the identity provider was refused', { cause });
    this.from = from;
  }
}

async function finish(realm: string, query: URLSearchParams): Promise<Finished> {
  const answer = readProviderAnswer(query, takeAttempt(realm, query.get('state')), DEFAULT_TARGET);
  if (answer.kind === 'interactionRequired') return { to: answer.to };
  if (answer.kind === 'refused')
    return { refused: answer.reason === 'cancelled' ? 'providerSignInCancelled' : 'oidcSigninError', from: answer.from };
  const { attempt } = answer;
  try {
    const tokens = await providerSignin(http, {
      provider: attempt.provider,
      code: answer.code,
      codeVerifier: attempt.verifier,
      redirectUri: attempt.redirectUri,
      nonce: attempt.nonce,
      state: attempt.state,
    });
    signInWith(tokens);
  } catch (error) {
    // The attempt is spent whatever happened: trying again means a new one, from `from`.
    throw new Refused(attempt.from, error);
  }
  return { to: attempt.from ?? DEFAULT_TARGET };
}

export function ProviderCallbackScreen() {
  const { t, i18n } = useTranslation();
  const { realm } = useRealm();
  const online = useOnline();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useOnce(`callback:${params.toString()}`, () => finish(realm.realm, params));
  const to = state.status === 'done' && 'to' in state.data ? state.data.to : null;
  useEffect(() => {
    if (to) void navigate(to, { replace: true });
  }, [to, navigate]);

  const refused = state.status === 'done' && 'refused' in state.data ? state.data : null;
  const failure = state.status === 'failed' ? state.error : null;
  const from = refused?.from ?? (failure instanceof Refused ? failure.from : null);
  const carry = from ? { query: { from } } : undefined;
  const retryHref = useHref('loginProvider', undefined, carry);
  const loginHref = useHref('login', undefined, carry);
  const name = t('providerDisplayName', { realm: realm.realmFullName });

  let message: string | null = null;
  if (refused) message = labelOrText(i18n, refused.refused);
  else if (failure)
    message = labelOrText(i18n, sessionFailureKey(failure instanceof Refused ? failure.cause : failure, 'providerSignin', online));
  const existsElsewhere =
    failure instanceof Refused && sessionFailureKey(failure.cause, 'providerSignin') === 'accountExistsWithDifferentProvider';

  return (
    <SessionPage title={t('signInWithProvider', { provider: name })} testId="provider-callback">
      {message === null ? (
        <Outcome text={t('signingIn')} testId="provider-signing-in" />
      ) : (
        <Outcome text={message} testId="provider-refused">
          {existsElsewhere ? <Typography>{t('providerLinkHint', { provider: name })}</Typography> : null}
          <Button variant="contained" component={RouterLink} to={retryHref} data-testid="provider-try-again">
            {t('retry')}
          </Button>
        </Outcome>
      )}
      {message === null ? null : (
        <LinkList>
          <TextLink to={loginHref} testId="provider-password-sign-in">
            {t('backToSignIn')}
          </TextLink>
        </LinkList>
      )}
    </SessionPage>
  );
}
