// Unknown paths inside a realm (spec §2): shown in the shell, with a way home.
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title.ts';
import { hrefFor } from '../../lib/core/index.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function NotFoundView() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('notFoundTitle'));
  return (
    <StatusScreen
      testId="not-found"
      title={t('notFoundTitle')}
      body={t('notFoundBody')}
      actions={
        <Button component={Link} to={hrefFor(i18n.language, 'home')} variant="contained">
          {t('goHome')}
        </Button>
      }
    />
  );
}
