// What a list screen shows besides its list: a sign-in prompt when nobody with lists is
// signed in, and an empty busy region while the browser loads a list the server could not.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../lib/core/index.ts';
import { routePath } from '../../lib/routes.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function SignInPrompt() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <StatusScreen
      level={2}
      title={t('listsSignInTitle')}
      body={t('listsSignInBody')}
      testId="lists-sign-in"
      actions={
        <Button
          component={Link}
          variant="contained"
          to={routePath('login', { query: { from: `${pathname}${search}` }, locale })}
          sx={{ minHeight: 44 }}
        >
          {t('signIn')}
        </Button>
      }
    />
  );
}

export function ListPending() {
  return <Box aria-busy="true" data-testid="lists-pending" sx={{ minHeight: '50vh' }} />;
}
