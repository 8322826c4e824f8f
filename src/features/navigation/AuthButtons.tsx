// Sign-in (primary, in the realm colour) and sign-up (only with self-registration) for guests.
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../lib/routes.ts';

export function SignInButton({ locale }: { locale: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={routePath('login', { locale })}
      variant="contained"
      color="primary"
      data-testid="sign-in"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('signIn')}
    </Button>
  );
}

export function SignUpButton({ locale }: { locale: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={routePath('signup', { locale })}
      variant="outlined"
      color="inherit"
      data-testid="sign-up"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('signUp')}
    </Button>
  );
}
