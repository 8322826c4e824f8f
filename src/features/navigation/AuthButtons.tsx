// Sign-in (primary, in the realm colour) and sign-up (only with self-registration) for guests;
// sign-out for a signed-in customer (the logout route signs out), and the purchase page where
// the realm shows licences on sign-up.
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHref } from '../../lib/core/index.ts';

export function SignInButton() {
  const { t } = useTranslation();
  const to = useHref('login');
  return (
    <Button component={Link} to={to} variant="contained" color="primary" data-testid="sign-in" sx={{ whiteSpace: 'nowrap' }}>
      {t('signIn')}
    </Button>
  );
}

export function SignUpButton() {
  const { t } = useTranslation();
  const to = useHref('signup');
  return (
    <Button component={Link} to={to} variant="outlined" color="inherit" data-testid="sign-up" sx={{ whiteSpace: 'nowrap' }}>
      {t('signUp')}
    </Button>
  );
}

export function SignOutButton() {
  const { t } = useTranslation();
  const to = useHref('logout');
  return (
    <Button component={Link} to={to} variant="text" color="inherit" data-testid="sign-out" sx={{ whiteSpace: 'nowrap' }}>
      {t('signOut')}
    </Button>
  );
}

export function BuyButton() {
  const { t } = useTranslation();
  const to = useHref('purchase');
  return (
    <Button component={Link} to={to} variant="outlined" color="primary" data-testid="menu-buy" sx={{ whiteSpace: 'nowrap' }}>
      {t('menuBuy')}
    </Button>
  );
}
