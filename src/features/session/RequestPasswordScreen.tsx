// Request password (spec §2 login request password): an email, then a message that reads the
// same whether or not there is an account for it (no account enumeration), and a way back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRequestBody } from '../../contracts/session.ts';
import { http, useHref } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { requestPassword } from './api.ts';
import { sessionFailureMessage } from './errors.ts';
import { LinkList, Outcome, SessionPage, TextLink } from './SessionPage.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { ChallengeStatus } from './ChallengeStatus.tsx';

export function RequestPasswordScreen() {
  const { t } = useTranslation();
  const loginHref = useHref('login');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: passwordRequestBody,
    defaultValues: { email: '' },
    submit: async (values, signal) => {
      await requestPassword(http, values.email, signal);
      return values.email;
    },
    onSuccess: setSentTo,
    failureMessage: (error) => sessionFailureMessage(error, 'passwordRequest'),
  });

  return (
    <SessionPage
      title={t('requestPasswordTitle')}
      intro={sentTo === null ? t('requestPasswordIntro') : undefined}
      testId="request-password"
    >
      {sentTo === null ? (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('requestPasswordTitle')}>
          <FormErrorArea ref={errorAreaRef} message={commonError} />
          <FormTextField control={form.control} name="email" label={t('emailLabel')} type="email" autoComplete="email" inputMode="email" />
          <FormSubmitButton pending={pending} testId="request-password-submit">
            {t('sendResetLink')}
          </FormSubmitButton>
          <ChallengeStatus />
        </form>
      ) : (
        <Outcome text={t('resetLinkSent', { email: sentTo })} testId="reset-link-sent" />
      )}
      <LinkList>
        <TextLink to={loginHref}>{t('backToSignIn')}</TextLink>
      </LinkList>
    </SessionPage>
  );
}
