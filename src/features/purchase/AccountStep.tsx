// Step 1 for a visitor without an account: sign up or sign in, then back here with the chosen
// licence (`from` carries the purchase page and its licence).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHref } from '../../lib/core/index.ts';
import type { LicenceChoice } from './licences.ts';

export function AccountStep({
  licence,
  returnTo,
  partition,
}: {
  licence: LicenceChoice | null;
  returnTo: string;
  partition: string | null;
}) {
  const { t } = useTranslation();
  // The partition chosen at step 7 goes with the sign-up (decision 0042).
  const signup = useHref('signup', undefined, { query: { from: returnTo, ...(partition ? { partition } : {}) } });
  const login = useHref('login', undefined, { query: { from: returnTo } });
  return (
    <Box data-testid="purchase-account">
      <Typography sx={{ mb: 2 }}>
        {licence ? t('purchaseAccountIntro', { name: licence.licence.name }) : t('purchaseAccountIntroNoLicence')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to={signup} variant="contained" sx={{ minHeight: 44 }}>
          {t('purchaseCreateAccount')}
        </Button>
        <Button component={Link} to={login} variant="outlined" sx={{ minHeight: 44 }}>
          {t('purchaseSignIn')}
        </Button>
      </Box>
    </Box>
  );
}
