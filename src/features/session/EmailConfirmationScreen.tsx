// Email confirmation (spec §2, `?token=` from the emailed link): the token is verified once in
// the browser, then the page says the email is confirmed, or that the link is invalid or used.
import { useTranslation } from 'react-i18next';
import { labelOrText } from '../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { http, useHref } from '../../lib/core/index.ts';
import { verifyConfirmation } from './api.ts';
import { sessionFailureKey } from './errors.ts';
import { DEFAULT_TARGET } from './navigation.ts';
import { LinkList, Outcome, SessionPage, TextLink } from './SessionPage.tsx';
import { useOnce } from './use-once.ts';

export function EmailConfirmationScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const loginHref = useHref('login');
  const state = useOnce(token, () => verifyConfirmation(http, token ?? ''));

  const outcome = !token ? (
    <Outcome text={t('confirmationLinkInvalid')} testId="confirmation-invalid" />
  ) : state.status === 'pending' ? (
    <Outcome text={t('confirmingEmail')} testId="confirmation-pending" />
  ) : state.status === 'done' ? (
    <Outcome text={t('emailConfirmed')} testId="confirmation-done" />
  ) : (
    <Outcome text={labelOrText(i18n, sessionFailureKey(state.error, 'confirmation'))} testId="confirmation-invalid" />
  );

  return (
    <SessionPage title={t('emailConfirmationTitle')} testId="email-confirmation">
      {outcome}
      <LinkList>
        <TextLink to={loginHref}>{t('signIn')}</TextLink>
        <TextLink to={DEFAULT_TARGET}>{t('goHome')}</TextLink>
      </LinkList>
    </SessionPage>
  );
}
