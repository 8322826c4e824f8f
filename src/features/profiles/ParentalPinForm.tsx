// Setting the parental PIN (four digits) or changing it with the current PIN or the reset code
// from the email ("Forgot PIN?" mails one); the server checks either with the new PIN.
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, useMutation } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { loadParentalControl, requestPinReset, updateParentalControl } from './api.ts';
import { pinChangeSchema } from './pin.ts';

type Control = { status: 'RESTRICTED' | 'NON_RESTRICTED'; pinSet: boolean };

function PinForm({ control, onSaved, onBack }: { control: Control; onSaved: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [resetSent, setResetSent] = useState(false);
  const reset = useMutation((_: null, signal) => requestPinReset(http, signal), { onSuccess: () => setResetSent(true) });
  const { form, onSubmit, pending, commonError } = useAppForm({
    schema: pinChangeSchema(control.pinSet),
    defaultValues: { pin: '', currentPin: '', resetCode: '' },
    // A new PIN protects leaving a kids profile (RESTRICTED); the current PIN or the mailed
    // code is the proof the server checks before replacing an existing one.
    submit: (values, signal) => {
      const proof = !control.pinSet ? {} : values.currentPin ? { currentPin: values.currentPin } : { resetCode: values.resetCode };
      return updateParentalControl(http, { pin: values.pin, status: 'RESTRICTED', ...proof }, signal);
    },
    onSuccess: onSaved,
  });
  const title = control.pinSet ? t('parentalPinChange') : t('parentalPinSet');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('parentalPinIntro')}</Typography>
        <FormErrorArea message={commonError} />
        {control.pinSet ? (
          <>
            <FormTextField control={form.control} name="currentPin" label={t('parentalPinCurrent')} type="password" autoComplete="off" />
            <FormTextField control={form.control} name="resetCode" label={t('parentalPinResetCode')} autoComplete="one-time-code" />
            <Button onClick={() => void reset.run(null)} disabled={reset.pending || resetSent} size="small">
              {t('parentalPinForgot')}
            </Button>
            <Typography role="status" variant="body2">
              {resetSent ? t('parentalPinResetSent') : reset.error ? t('errorOccurredPleaseTryAgain') : null}
            </Typography>
          </>
        ) : null}
        <FormTextField control={form.control} name="pin" label={t('parentalPinNew')} type="password" autoComplete="off" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} color="inherit">
          {t('back')}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {title}
        </Button>
      </DialogActions>
    </form>
  );
}

export function ParentalPinForm({ onSaved, onBack }: { onSaved: () => void; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; control: Control }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    loadParentalControl(http, controller.signal).then(
      (control) => setState({ status: 'ready', control }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [attempt]);
  if (state.status === 'ready') return <PinForm control={state.control} onSaved={onSaved} onBack={onBack} />;
  return (
    <>
      <DialogContent>
        <Typography role={state.status === 'error' ? 'alert' : 'status'}>
          {state.status === 'loading'
            ? t('loading')
            : translateDynamic(i18n, failureView(state.error).key, failureView(state.error).fallback)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} color="inherit">
          {t('back')}
        </Button>
        {state.status === 'error' ? (
          <Button
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
