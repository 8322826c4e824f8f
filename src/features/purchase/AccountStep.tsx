// Step 1 for a visitor without an account: sign up or sign in, then back here with the chosen
// licence (`from` carries the purchase page and its licence). The gifts page asks the same of a
// visitor who chose a gift, with itself and the gift as `from`.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHref } from '../../lib/core/index.ts';

/** `name`: what is being bought (a licence, a gift), when one is chosen. */
export function AccountStep({ name, returnTo, partition = null }: { name: string | null; returnTo: string; partition?: string | null }) {
  const { t } = useTranslation();
  // The partition chosen at step 7 goes with the sign-up (decision 0042).
  const signup = useHref('signup', undefined, { query: { from: returnTo, ...(partition ? { partition } : {}) } });
  const login = useHref('login', undefined, { query: { from: returnTo } });
  return (
    <Box data-testid="purchase-account">
      <Typography sx={{ mb: 2 }}>{name ? t('purchaseAccountIntro', { name }) : t('purchaseAccountIntroNoLicence')}</Typography>
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
