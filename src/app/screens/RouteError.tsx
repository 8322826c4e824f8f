// A screen that failed to load or render (spec §8 "Page error shows an error page"): the
// spec's message for the failure — offline (the screen was never saved on this device), not
// found, or the server's message key — with a way to try again (offline, it works once the
// network is back). The technical detail goes to the console, never onto the screen.
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { NotFoundView } from './NotFoundView.tsx';

export function RouteError() {
  const { t, i18n } = useTranslation();
  const error = useRouteError();
  // The atom re-renders this on a change; navigator.onLine is the truth at this moment.
  const online = useOnline() && (typeof navigator === 'undefined' || navigator.onLine !== false);
  const revalidator = useRevalidator();
  const view = failureView(error, online, 'screen');
  const routeNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!view.offline && !routeNotFound) console.error('Screen failed:', error);
    // Once per failure, judged when it happened: the network coming back afterwards (which
    // reloads the screen's data) does not make an offline failure a bug to report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  if (routeNotFound || view.notFound) return <NotFoundView />;
  return (
    <StatusScreen
      testId={view.offline ? 'route-offline' : 'route-error'}
      title={translateDynamic(i18n, view.key, view.fallback)}
      actions={
        <Button variant="contained" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
          {t('retry')}
        </Button>
      }
    />
  );
}
