// The bare host names no realm: list the realms, each linking to its /realm/{name}/ home.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { buildHref, realmBase } from '../../lib/routes.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { readableTextColour } from '../../contracts/colour.ts';
import type { RealmDirectoryEntry } from '../../contracts/realm.ts';

const LOGO_HEIGHT = 48;

export function RealmDirectory({ realms }: { realms: readonly RealmDirectoryEntry[] }) {
  const { t } = useTranslation();
  usePageTitle(t('chooseRealm'));
  return (
    <Box component="main" id="main" sx={{ maxWidth: 960, mx: 'auto', px: 3, py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        {t('chooseRealm')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
      >
        {realms.map((r) => (
          <li key={r.realm}>
            <Box
              component="a"
              href={buildHref(realmBase(r.realm), 'root')}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
                p: 3,
                borderRadius: 2,
                textDecoration: 'none',
                bgcolor: r.backgroundColour,
                color: readableTextColour(r.backgroundColour),
                border: `2px solid ${r.primaryColour}`,
                minHeight: 140,
              }}
            >
              {/* The name is written beside the logo, so the logo itself is decorative. */}
              <Box
                component="img"
                src={r.LOGO}
                alt=""
                width={LOGO_HEIGHT * 4}
                height={LOGO_HEIGHT}
                sx={{ objectFit: 'contain', objectPosition: 'left center' }}
              />
              <Typography component="span" variant="h6">
                {r.realmFullName}
              </Typography>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
