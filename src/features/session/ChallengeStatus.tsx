// Under the submit button of every form whose call the realm's captcha may challenge (sign-in,
// sign-up, password and magic-link requests, /authorize): while the app works on a challenge,
// "Checking this is you…" is announced and shown. The region is always rendered, so screen
// readers announce the text when it appears; a failure is the form's own error (challengeFailed).
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSolvingChallenge } from '../../lib/core/challenge.ts';

export function ChallengeStatus() {
  const { t } = useTranslation();
  const solving = useSolvingChallenge();
  return (
    <Box role="status" data-testid="challenge-status" sx={{ mt: solving ? 1.5 : 0, color: 'text.secondary', textAlign: 'center' }}>
      {solving ? t('checkingThisIsYou') : null}
    </Box>
  );
}
