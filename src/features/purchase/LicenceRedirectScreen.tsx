// The licence redirect route (spec §2, §4): its loader sends a licence the realm sells straight
// to its purchase; the page shows only when the licence named is not sold here (or none was
// named), with the realm's licences a link away (decision 0042).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHref, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import type { LicenceRedirectData } from './loaders.ts';
import type { licenceRedirectScreen } from './routes.ts';

export function LicenceRedirectScreen() {
  const { t } = useTranslation();
  const data = useScreenData<typeof licenceRedirectScreen>() as LicenceRedirectData;
  const purchase = useHref('purchase');
  usePageTitle(t('licenceRedirectTitle'));
  return (
    <Box component="section" data-testid="licence-redirect" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('licenceRedirectTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="licence-redirect-unknown">
        {data.licence ? t('licenceRedirectNotSold') : t('licenceRedirectNone')}
      </Typography>
      <Button component={Link} to={purchase} variant="contained" sx={{ minHeight: 44 }}>
        {t('licenceRedirectChoose')}
      </Button>
    </Box>
  );
}
