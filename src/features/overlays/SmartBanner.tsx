// The smart app banner (spec §2 Overlays): on a phone whose platform the realm has an app for,
// a link to the store until dismissed; dismissing sets shouldDisplaySmartBanner to false, which
// a sign-out keeps.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { updateSession } from '../../lib/core/index.ts';
import type { RealmApp } from './app-banner.ts';

export function dismissSmartBanner(): void {
  updateSession((s) => ({ ...s, shouldDisplaySmartBanner: false }));
}

export function SmartBanner({ app }: { app: RealmApp }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      role="region"
      aria-label={t('smartBannerLabel')}
      data-testid="smart-banner"
      data-platform={app.platform}
      elevation={8}
      square
      sx={{ pointerEvents: 'auto', px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={t('smartBannerDismiss')} onClick={dismissSmartBanner} size="small" sx={{ color: 'text.primary' }}>
          <Box component="span" aria-hidden sx={{ fontSize: 20, lineHeight: 1 }}>
            ×
          </Box>
        </IconButton>
        <Typography sx={{ flex: 1 }}>{t('smartBannerText', { name: app.name })}</Typography>
        <Button variant="contained" href={app.url} target="_blank" rel="noopener noreferrer">
          {t('smartBannerOpen')}
        </Button>
      </Box>
    </Paper>
  );
}
