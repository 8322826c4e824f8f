// Account security (section accountsecurity): change the password (the current one and a new one
// through the form pattern; the server ends every other session and answers this one's new
// tokens, which take over here), and sign out everywhere (every session of the account ends on
// the server, then this browser's, and the viewer lands on sign-in with the reason).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSession, http, signIn, store, sessionAtom, useHref, useMutation, useNeedsNetwork } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormPasswordField } from '../../ui/form/FormPasswordField.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { changePassword, signOutEverywhere } from './api.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { passwordFormField, passwordSchema } from './password-schema.ts';
import { SavedStatus } from './SavedStatus.tsx';

function ChangePassword({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: passwordSchema,
    defaultValues: { currentPassword: '', newPassword: '' },
    submit: (values, signal) => {
      setChanged(false);
      // The old tokens are revoked with every other session's: the answered ones carry on here,
      // and the page's other calls wait for them rather than go with the old ones (a 401).
      return http.replacingSession(async (own) => {
        const tokens = await changePassword(own, values.currentPassword, values.newPassword, signal);
        signIn(tokens);
        return tokens;
      });
    },
    onSuccess: () => {
      form.reset();
      setChanged(true);
    },
    formField: passwordFormField,
    failureMessage: (error) => failureView(error).key,
  });
  return (
    <Box component="section" aria-labelledby="security-password" data-testid="security-password" sx={{ mb: 4 }}>
      <Typography id="security-password" component="h3" variant="h6">
        {t('securityPasswordTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('securityPasswordIntro')}
      </Typography>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('securityPasswordTitle')}>
        <FormErrorArea ref={errorAreaRef} message={commonError} />
        <FormPasswordField
          control={form.control}
          name="currentPassword"
          label={t('securityCurrentPassword')}
          autoComplete="current-password"
          toggleLabel={t('showPassword')}
          disabled={offline}
        />
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={t('securityNewPassword')}
          autoComplete="new-password"
          toggleLabel={t('showPassword')}
          disabled={offline}
        />
        <FormSubmitButton pending={pending} offline={offline} testId="password-change">
          {t('securityChangePassword')}
        </FormSubmitButton>
        <SavedStatus message={changed ? t('securityPasswordChanged') : null} testId="password-changed" />
      </form>
    </Box>
  );
}

function SignOutEverywhere({ offline }: { offline: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const loginHref = useHref('login');
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const signOut = useMutation(
    () =>
      // The page's other calls wait for the outcome rather than go with a token being revoked.
      http.replacingSession(async (own) => {
        await signOutEverywhere(own, store.get(sessionAtom).tokens?.refreshToken);
        // The server has ended this session too: clear it here without asking again.
        clearSession('signedOutEverywhere', { force: true });
        http.abandonViewerRequests();
      }),
    {
      onSuccess: () => {
        void navigate(loginHref, { replace: true });
      },
    },
  );
  const failure = signOut.error ? failureView(signOut.error) : null;
  return (
    <Box component="section" aria-labelledby="security-sign-out" data-testid="security-sign-out">
      <Typography id="security-sign-out" component="h3" variant="h6">
        {t('securitySignOutTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('securitySignOutIntro')}
      </Typography>
      <FormErrorArea message={failure ? translateDynamic(i18n, failure.key, failure.fallback) : null} />
      {confirming ? (
        <Box
          role="group"
          aria-labelledby="security-sign-out-confirm"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          <Typography id="security-sign-out-confirm" sx={{ width: '100%' }}>
            {t('securitySignOutConfirm')}
          </Typography>
          <Button
            ref={confirmRef}
            variant="contained"
            color="error"
            disabled={offline || signOut.pending}
            onClick={() => void signOut.run(undefined)}
            sx={{ minHeight: 44 }}
            data-testid="sign-out-everywhere-confirm"
          >
            {t('securitySignOutConfirmButton')}
          </Button>
          <Button onClick={() => setConfirming(false)} color="inherit" sx={{ minHeight: 44 }}>
            {t('cancel')}
          </Button>
        </Box>
      ) : (
        <Button
          variant="outlined"
          color="error"
          disabled={offline}
          onClick={() => {
            setConfirming(true);
            // The question and its answer are where the focus goes next.
            requestAnimationFrame(() => confirmRef.current?.focus());
          }}
          sx={{ minHeight: 44 }}
          data-testid="sign-out-everywhere"
        >
          {t('securitySignOutEverywhere')}
        </Button>
      )}
    </Box>
  );
}

export function SecuritySection() {
  const offline = useNeedsNetwork();
  return (
    <>
      <OfflineNotice offline={offline} />
      <ChangePassword offline={offline} />
      <SignOutEverywhere offline={offline} />
    </>
  );
}
