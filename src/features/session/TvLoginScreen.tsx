// TV login (spec §2, realms with PIN login): a signed-in viewer enters the 6-character code the
// TV shows, which signs the TV in. A visitor who is not signed in is asked to sign in first and
// comes back here afterwards.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tvPinAuthorizeBody } from '../../contracts/session.ts';
import { http, useHref, useHydrated, useLocale, useViewer } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { routePath } from '../../lib/routes.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { authorizeTvPin } from './api.ts';
import { sessionFailureKey } from './errors.ts';
import { Outcome, SessionPage } from './SessionPage.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';

function TvCodeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: tvPinAuthorizeBody,
    defaultValues: { pin: '' },
    submit: (values, signal) => authorizeTvPin(http, values.pin, signal),
    onSuccess: onDone,
    failureMessage: (error) => sessionFailureKey(error, 'tvPin'),
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('tvLoginTitle')}>
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormTextField control={form.control} name="pin" label={t('tvCodeLabel')} autoComplete="one-time-code" autoCapitalize="characters" />
      <FormSubmitButton pending={pending} testId="tv-submit">
        {t('connectTv')}
      </FormSubmitButton>
    </form>
  );
}

export function TvLoginScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { role } = useViewer();
  // The server renders for a visitor; the browser knows who is signed in once hydrated.
  const signedIn = useHydrated() && (role === 'CUSTOMER' || role === 'ADMIN');
  const loginHref = useHref('login', undefined, { query: { from: routePath('tvLogin', { locale }) } });
  const [connected, setConnected] = useState(false);

  if (!signedIn) {
    return (
      <SessionPage title={t('tvLoginTitle')} testId="tv-login">
        <Outcome text={t('tvLoginSignInFirst')} testId="tv-sign-in-first">
          <Button component={RouterLink} to={loginHref} variant="contained">
            {t('signIn')}
          </Button>
        </Outcome>
      </SessionPage>
    );
  }
  return (
    <SessionPage title={t('tvLoginTitle')} intro={connected ? undefined : t('tvLoginIntro')} testId="tv-login">
      {connected ? <Outcome text={t('tvConnected')} testId="tv-connected" /> : <TvCodeForm onDone={() => setConnected(true)} />}
    </SessionPage>
  );
}
