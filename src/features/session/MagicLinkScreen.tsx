// Magic-link sign-in (spec §2, realms with magic-link login). With `?token=` (the emailed link)
// the token is verified once in the browser and the viewer signed in and sent on; without one
// the page is the "email me a link" form.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOrText } from '../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { magicLinkRequestBody } from '../../contracts/session.ts';
import { http, useHref } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { requestMagicLink, verifyMagicLink } from './api.ts';
import { sessionFailureKey, sessionFailureMessage } from './errors.ts';
import { useFromPath, useLeave } from './navigation.ts';
import { signInWith } from './session-actions.ts';
import { LinkList, Outcome, SessionPage, TextLink } from './SessionPage.tsx';
import { useOnce } from './use-once.ts';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { ChallengeStatus } from './ChallengeStatus.tsx';

const requestSchema = magicLinkRequestBody.pick({ email: true });

function MagicLinkRequest() {
  const { t } = useTranslation();
  const from = useFromPath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: requestSchema,
    defaultValues: { email: '' },
    submit: async (values, signal) => {
      await requestMagicLink(http, values.email, from, signal);
      return values.email;
    },
    onSuccess: setSentTo,
    failureMessage: (error) => sessionFailureMessage(error, 'magicLink'),
  });
  if (sentTo !== null) return <Outcome text={t('magicLinkSent', { email: sentTo })} testId="magic-link-sent" />;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('magicLinkTitle')}>
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormTextField control={form.control} name="email" label={t('emailLabel')} type="email" autoComplete="email" inputMode="email" />
      <FormSubmitButton pending={pending} testId="magic-link-submit">
        {t('sendMagicLink')}
      </FormSubmitButton>
      <ChallengeStatus />
    </form>
  );
}

function MagicLinkVerify({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const leave = useLeave();
  const state = useOnce(token, async () => signInWith(await verifyMagicLink(http, token)));
  useEffect(() => {
    if (state.status === 'done') leave();
  }, [state.status, leave]);
  if (state.status === 'failed')
    return <Outcome text={labelOrText(i18n, sessionFailureKey(state.error, 'magicLink'))} testId="magic-link-invalid" />;
  return <Outcome text={t('signingIn')} testId="magic-link-pending" />;
}

export function MagicLinkScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const loginHref = useHref('login');
  return (
    <SessionPage title={t('magicLinkTitle')} intro={token ? undefined : t('magicLinkIntro')} testId="magic-link">
      {token ? <MagicLinkVerify token={token} /> : <MagicLinkRequest />}
      <LinkList>
        <TextLink to={loginHref}>{t('backToSignIn')}</TextLink>
      </LinkList>
    </SessionPage>
  );
}
