// The browser-upgrade prompt (spec §2 Overlays): a notice, not a wall — the page still works as
// far as the browser lets it. Dismissed for the rest of the visit.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

export function BrowserUpgrade({ browser, onDismiss }: { browser: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      variant="filled"
      data-testid="browser-upgrade"
      onClose={onDismiss}
      slotProps={{ closeButton: { title: t('dismiss'), 'aria-label': t('dismiss') } }}
      sx={{ pointerEvents: 'auto', borderRadius: 0 }}
    >
      <AlertTitle>{t('browserUpgradeTitle')}</AlertTitle>
      {t('browserUpgradeText', { browser })}
    </Alert>
  );
}
