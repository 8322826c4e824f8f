// Email confirmation (spec §2, `?token=` from the emailed link): the token is verified once in
// the browser, then the page says the email is confirmed, or that the link is invalid or used.
// The same link confirms an email change: the page names the new sign-in address, and a browser
// signed in to that account keeps its session with the renewed tokens the answer carries (every
// other session of the account has ended). A signed-in viewer may open the page for that reason
// (lib/core/guard.ts).
import { useTranslation } from 'react-i18next';
import { labelOrText } from '../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { http, useHref } from '../../lib/core/index.ts';
import type { ConfirmationAnswer } from '../../contracts/session.ts';
import { verifyConfirmation } from './api.ts';
import { sessionFailureKey } from './errors.ts';
import { DEFAULT_TARGET } from './navigation.ts';
import { signInWith } from './session-actions.ts';
import { LinkList, Outcome, SessionPage, TextLink } from './SessionPage.tsx';
import { useOnce } from './use-once.ts';

/** An email change ends the account's sessions: the page's other calls wait for the renewed tokens. */
function confirm(token: string): Promise<ConfirmationAnswer> {
  return http.replacingSession(async (own) => {
    const answer = await verifyConfirmation(own, token);
    if (answer.tokens) signInWith(answer.tokens);
    return answer;
  });
}

export function EmailConfirmationScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const loginHref = useHref('login');
  const state = useOnce(token, () => confirm(token ?? ''));
  const stillSignedIn = state.status === 'done' && state.data.tokens !== undefined;

  const outcome = !token ? (
    <Outcome text={t('confirmationLinkInvalid')} testId="confirmation-invalid" />
  ) : state.status === 'pending' ? (
    <Outcome text={t('confirmingEmail')} testId="confirmation-pending" />
  ) : state.status === 'done' && state.data.contactEmail !== undefined ? (
    <Outcome
      text={t(stillSignedIn ? 'emailChangedHere' : 'emailChanged', { email: state.data.contactEmail })}
      testId="confirmation-email-changed"
    />
  ) : state.status === 'done' ? (
    <Outcome text={t('emailConfirmed')} testId="confirmation-done" />
  ) : (
    <Outcome text={labelOrText(i18n, sessionFailureKey(state.error, 'confirmation'))} testId="confirmation-invalid" />
  );

  return (
    <SessionPage title={t('emailConfirmationTitle')} testId="email-confirmation">
      {outcome}
      <LinkList>
        {stillSignedIn ? null : <TextLink to={loginHref}>{t('signIn')}</TextLink>}
        <TextLink to={DEFAULT_TARGET}>{t('goHome')}</TextLink>
      </LinkList>
    </SessionPage>
  );
}
