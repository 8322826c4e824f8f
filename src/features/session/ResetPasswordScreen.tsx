// Reset password (spec §2 login reset password, `?token=` from the emailed link): a new
// password with the client's rules and a show toggle; the server's own rules (length, too
// common) land on the field. Success says so and leads to sign-in; a spent or unknown link
// says that instead, with a way to ask for a new one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { clientPassword } from '../../contracts/session.ts';
import { http, useHref } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormPasswordField } from '../../ui/form/FormPasswordField.tsx';
import { resetPassword } from './api.ts';
import { sessionFailureMessage } from './errors.ts';
import { LinkList, Outcome, SessionPage, TextLink } from './SessionPage.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';

const resetSchema = z.object({ password: clientPassword });

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const loginHref = useHref('login');
  const requestHref = useHref('loginRequestPassword');
  const [done, setDone] = useState(false);
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: resetSchema,
    defaultValues: { password: '' },
    submit: (values, signal) => resetPassword(http, token, values.password, signal),
    onSuccess: () => setDone(true),
    formField: (wire) => (wire === 'secret' ? 'password' : wire),
    failureMessage: (error) => sessionFailureMessage(error, 'passwordReset'),
  });

  if (!token) {
    return (
      <SessionPage title={t('resetPasswordTitle')} testId="reset-password">
        <Outcome text={t('resetLinkInvalid')} testId="reset-link-invalid">
          <TextLink to={requestHref}>{t('requestPasswordTitle')}</TextLink>
        </Outcome>
      </SessionPage>
    );
  }

  return (
    <SessionPage title={t('resetPasswordTitle')} testId="reset-password">
      {done ? (
        <Outcome text={t('passwordChanged')} testId="password-changed" />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('resetPasswordTitle')}>
          <FormErrorArea ref={errorAreaRef} message={commonError} />
          <FormPasswordField
            control={form.control}
            name="password"
            label={t('newPasswordLabel')}
            autoComplete="new-password"
            toggleLabel={t('showPassword')}
          />
          <FormSubmitButton pending={pending} testId="reset-password-submit">
            {t('savePassword')}
          </FormSubmitButton>
        </form>
      )}
      <LinkList>
        <TextLink to={loginHref} testId="reset-password-login">
          {done ? t('signIn') : t('backToSignIn')}
        </TextLink>
        {!done && commonError === 'resetLinkInvalid' ? <TextLink to={requestHref}>{t('requestPasswordTitle')}</TextLink> : null}
      </LinkList>
    </SessionPage>
  );
}
