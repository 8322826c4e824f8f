// Sign-in (primary, in the realm colour) and sign-up (only with self-registration) for guests;
// sign-out for a signed-in customer (the logout route signs out), and the purchase page where
// the realm shows licences on sign-up. Memoised: they have no props, and the navigation bar
// re-renders when the viewer or the hydration switch changes.
import Button from '@mui/material/Button';
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHref } from '../../lib/core/index.ts';

export const SignInButton = memo(function SignInButton() {
  const { t } = useTranslation();
  const to = useHref('login');
  return (
    <Button component={Link} to={to} variant="contained" color="primary" data-testid="sign-in" sx={{ whiteSpace: 'nowrap' }}>
      {t('signIn')}
    </Button>
  );
});

export const SignUpButton = memo(function SignUpButton() {
  const { t } = useTranslation();
  const to = useHref('signup');
  return (
    <Button component={Link} to={to} variant="outlined" color="inherit" data-testid="sign-up" sx={{ whiteSpace: 'nowrap' }}>
      {t('signUp')}
    </Button>
  );
});

export const SignOutButton = memo(function SignOutButton() {
  const { t } = useTranslation();
  const to = useHref('logout');
  return (
    <Button component={Link} to={to} variant="text" color="inherit" data-testid="sign-out" sx={{ whiteSpace: 'nowrap' }}>
      {t('signOut')}
    </Button>
  );
});

export const BuyButton = memo(function BuyButton() {
  const { t } = useTranslation();
  const to = useHref('purchase');
  return (
    <Button component={Link} to={to} variant="outlined" color="primary" data-testid="menu-buy" sx={{ whiteSpace: 'nowrap' }}>
      {t('menuBuy')}
    </Button>
  );
});
