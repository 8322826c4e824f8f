// The impersonation overlay (spec §2 Overlays, §3 Session "impersonationState"): while an
// administrator is signed in as a user, a notice on top of every page says whose account it is
// (external id), from which device and location. When signing in as the user failed, a failed
// notice the administrator can dismiss.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { updateSession, type ImpersonationState } from '../../lib/core/index.ts';

type Shown = Extract<ImpersonationState, { status: 'loaded' } | { status: 'failed' }>;

export function ImpersonationNotice({ state }: { state: Shown }) {
  const { t } = useTranslation();
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        variant="filled"
        data-testid="impersonation-failed"
        onClose={() => updateSession((s) => ({ ...s, impersonation: { status: 'none' } }))}
        slotProps={{ closeButton: { title: t('dismiss'), 'aria-label': t('dismiss') } }}
        sx={{ pointerEvents: 'auto', borderRadius: 0 }}
      >
        {t('impersonationFailedNotice')}
      </Alert>
    );
  }
  const rows = [
    ['exid', t('impersonationUser'), state.exid],
    ['device', t('impersonationDevice'), state.device ?? t('impersonationUnknown')],
    ['location', t('impersonationLocation'), state.location ?? t('impersonationUnknown')],
  ] as const;
  return (
    <Alert severity="info" variant="filled" data-testid="impersonation" sx={{ pointerEvents: 'auto', borderRadius: 0 }}>
      <AlertTitle>{t('impersonationLabel')}</AlertTitle>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
        {rows.map(([id, term, value]) => (
          <Box key={id} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0 }} data-testid={`impersonation-${id}`}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
