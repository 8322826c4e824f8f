// Confirm PIN protection reset (spec §2 route names): the link in the reset email carries a
// token; the viewer chooses a new four-digit PIN and the token authorises the change.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { parentalPin } from '../../contracts/session.ts';
import { http, useHref, useScreenData } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { updateParentalControl } from './api.ts';
import type { confirmPinResetScreen } from './routes.ts';

const schema = z.object({ pin: parentalPin });

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, onSubmit, pending, commonError } = useAppForm({
    schema,
    defaultValues: { pin: '' },
    submit: (values, signal) => updateParentalControl(http, { pin: values.pin, status: 'RESTRICTED', resetCode: token }, signal),
    onSuccess: onDone,
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="confirm-pin-reset-title">
      <Typography sx={{ mb: 1 }}>{t('confirmPinResetIntro')}</Typography>
      <FormErrorArea message={commonError} />
      <FormTextField control={form.control} name="pin" label={t('parentalPinNew')} type="password" autoComplete="off" />
      <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 2 }}>
        {t('parentalPinSet')}
      </Button>
    </form>
  );
}

export function ConfirmPinResetScreen() {
  const { t } = useTranslation();
  const { token } = useScreenData<typeof confirmPinResetScreen>();
  const home = useHref('home');
  const [done, setDone] = useState(false);
  usePageTitle(t('confirmPinResetTitle'));
  const homeLink = (
    <Button component={RouterLink} to={home} variant="contained">
      {t('goHome')}
    </Button>
  );
  if (!token) return <StatusScreen title={t('confirmPinResetTitle')} body={t('confirmPinResetNoToken')} actions={homeLink} />;
  if (done)
    return <StatusScreen title={t('confirmPinResetTitle')} body={t('confirmPinResetDone')} actions={homeLink} testId="pin-reset-done" />;
  return (
    <Box sx={{ maxWidth: 420, mx: 'auto', px: 2, py: 6 }}>
      <Typography variant="h4" component="h1" id="confirm-pin-reset-title" sx={{ mb: 2 }}>
        {t('confirmPinResetTitle')}
      </Typography>
      <ResetForm token={token} onDone={() => setDone(true)} />
    </Box>
  );
}
