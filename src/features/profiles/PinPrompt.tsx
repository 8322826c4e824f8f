// The parental PIN asked for when a switch of profile needs it (the server answered that the
// PIN is required, or that the one sent was wrong). No "Forgot PIN?" here: the prompt shows on
// a kids profile, and only an adult profile may have the reset mailed (from the PIN settings,
// after signing in again).
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuthTokens, ViewingProfile } from '../../contracts/session.ts';
import { http } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { selectProfile } from './api.ts';
import { pinEntrySchema, type PinChallenge } from './pin.ts';

export type PinPromptProps = {
  profile: ViewingProfile;
  challenge: PinChallenge;
  onSwitched: (tokens: AuthTokens) => void;
  onBack: () => void;
};

export function PinPrompt({ profile, challenge, onSwitched, onBack }: PinPromptProps) {
  const { t } = useTranslation();
  const { form, onSubmit, pending, commonError } = useAppForm({
    schema: pinEntrySchema,
    defaultValues: { pin: '' },
    submit: (values, signal) => selectProfile(http, profile.id, values.pin, signal),
    onSuccess: onSwitched,
  });
  const message = commonError ?? (challenge === 'incorrect' && !form.formState.isSubmitted ? 'pinIncorrect' : null);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('parentalPinEnter', { name: profile.name })}>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('parentalPinEnter', { name: profile.name })}</Typography>
        <FormErrorArea message={message} />
        <FormTextField control={form.control} name="pin" label={t('parentalPin')} type="password" autoComplete="off" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} color="inherit">
          {t('back')}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {t('switchProfile')}
        </Button>
      </DialogActions>
    </form>
  );
}
