// Why the account's forms are off: shown in place of nothing while the app is offline
// (useNeedsNetwork: never in a server render or the hydrating one).
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export function OfflineNotice({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  if (!offline) return null;
  return (
    <Box
      role="status"
      data-testid="account-offline"
      sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'warning.main', color: 'text.primary' }}
    >
      {t('accountOffline')}
    </Box>
  );
}
