// Sign-in (spec §2 login, §5, §8): email and password with a show toggle, the client's rules
// from the contracts, no native validation, the first problem in the common error area (which
// takes the focus after a failed submit). On success the viewer is signed in and sent back to
// `from` (a path of this app only) or the default target. A session that just expired says so.
// A realm with an identity provider offers it too, carrying this page's query (spec §2).
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useEffect, useState } from 'react';
import { http, updateSession, useHref, useHydrated, useNeedsNetwork, useRealm, useSession } from '../../lib/core/index.ts';
import { CredentialFields } from './CredentialFields.tsx';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { login } from './api.ts';
import { sessionFailureMessage } from './errors.ts';
import { useFromPath, useLeave } from './navigation.ts';
import { realmProvider } from './provider-flow.ts';
import { signInWith } from './session-actions.ts';
import { LinkList, SessionPage, TextLink } from './SessionPage.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { ChallengeStatus } from './ChallengeStatus.tsx';

const loadLoginSchema = () => import('./login-schema.ts').then((module) => module.loginSchema);

export function LoginScreen() {
  const { t } = useTranslation();
  const { realm } = useRealm();
  const session = useSession();
  const offline = useNeedsNetwork();
  const hydrated = useHydrated();
  const leave = useLeave();
  const from = useFromPath();
  const carry = from ? { query: { from } } : undefined;
  const signupHref = useHref('signup', undefined, carry);
  const requestPasswordHref = useHref('loginRequestPassword');
  const magicLinkHref = useHref('loginMagicLink', undefined, carry);
  const tvHref = useHref('tvLogin');
  const [query] = useSearchParams();
  const providerHref = useHref('loginProvider', undefined, { query: Object.fromEntries(query) });
  const provider = realmProvider(realm);

  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: loadLoginSchema,
    defaultValues: { email: '', password: '' },
    submit: async (values, signal) => signInWith(await login(http, values.email, values.password, signal)),
    onSuccess: () => leave(),
    formField: (wire) => (wire === 'secret' ? 'password' : wire),
    failureMessage: (error) => sessionFailureMessage(error, 'login'),
  });

  // Why the last session ended (sessionExpired), shown once: taken from the session into this
  // screen's state. Only the browser knows it and the connection, so the server's render and
  // the hydrating one show neither, and they agree.
  const [ended, setEnded] = useState<string | null>(null);
  const logoutMessage = hydrated ? session.logoutMessage : null;
  useEffect(() => {
    if (!logoutMessage) return;
    setEnded(logoutMessage);
    updateSession((s) => ({ ...s, logoutMessage: null }));
  }, [logoutMessage]);
  const notice = offline ? 'offlineTryAgain' : ended;

  return (
    <SessionPage title={t('signIn')} testId="login">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('signIn')}>
        <CredentialFields control={form.control} errorAreaRef={errorAreaRef} message={commonError ?? notice} />
        <FormSubmitButton pending={pending} offline={offline} testId="login-submit">
          {t('signIn')}
        </FormSubmitButton>
        <ChallengeStatus />
      </form>
      {provider ? (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          component={RouterLink}
          to={providerHref}
          sx={{ mt: 2 }}
          data-testid="login-provider"
        >
          {t('signInWithProvider', { provider: t('providerDisplayName', { realm: realm.realmFullName }) })}
        </Button>
      ) : null}
      <LinkList>
        <TextLink to={requestPasswordHref} testId="login-forgot">
          {t('forgotPassword')}
        </TextLink>
        {realm.magicLinkLoginEnabled ? (
          <TextLink to={magicLinkHref} testId="login-magic-link">
            {t('signInWithMagicLink')}
          </TextLink>
        ) : null}
        {realm.pinLoginEnabled ? (
          <TextLink to={tvHref} testId="login-tv">
            {t('signInOnTv')}
          </TextLink>
        ) : null}
        {realm.allowSelfregistration ? (
          <span>
            {t('noAccountYet')}{' '}
            <TextLink to={signupHref} testId="login-signup">
              {t('signUp')}
            </TextLink>
          </span>
        ) : null}
      </LinkList>
    </SessionPage>
  );
}
