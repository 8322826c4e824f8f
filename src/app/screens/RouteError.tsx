// A screen that failed to render or load (spec §8 "Page error shows an error page").
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <StatusScreen
      testId="route-error"
      title={t('errorOccurredPleaseTryAgain')}
      body={error instanceof Error ? error.message : undefined}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
      }
    />
  );
}
