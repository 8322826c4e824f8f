// '/authorize' (spec §2, §5, §8): the OAuth sign-in form an app sends its user to, titled with
// the sign-in label. Email and password are both required (EmailPasswordCannotBeEmpty); on
// success the browser goes to the redirect address the server answers with; a failure is
// mapped by its code, with a generic fallback.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { http } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { oauthCode } from './api.ts';
import { authorizeFormField, readAuthorizeRequest, type AuthorizeRequest } from './authorize-request.ts';
import { sessionFailureMessage } from './errors.ts';
import { CredentialFields } from './CredentialFields.tsx';
import { Outcome, SessionPage } from './SessionPage.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { ChallengeStatus } from './ChallengeStatus.tsx';

const authorizeSchema = z.object({
  email: z.string().trim().min(1, 'EmailPasswordCannotBeEmpty'),
  password: z.string().min(1, 'EmailPasswordCannotBeEmpty'),
});

function AuthorizeForm({ request }: { request: AuthorizeRequest }) {
  const { t } = useTranslation();
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: authorizeSchema,
    defaultValues: { email: '', password: '' },
    submit: (values, signal) => oauthCode(http, { ...request, credentials: { id: values.email, secret: values.password } }, signal),
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
    formField: authorizeFormField,
    failureMessage: (error) => sessionFailureMessage(error, 'authorize'),
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('signIn')}>
      <CredentialFields control={form.control} errorAreaRef={errorAreaRef} message={commonError} />
      <FormSubmitButton pending={pending} testId="authorize-submit">
        {t('signIn')}
      </FormSubmitButton>
      <ChallengeStatus />
    </form>
  );
}

export function AuthorizeScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const request = useMemo(() => readAuthorizeRequest(params), [params]);
  return (
    <SessionPage title={t('signIn')} intro={request ? t('authorizeIntro') : undefined} testId="authorize">
      {request ? <AuthorizeForm request={request} /> : <Outcome text={t('authorizeRequestInvalid')} testId="authorize-invalid" />}
    </SessionPage>
  );
}
