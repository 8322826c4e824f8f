// Browse (spec §2 `browse`, decision 0027): the realm's sections as tiles, then its content
// types, each leading to the grid of that type.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRealm, useScreenData } from '../../lib/core/index.ts';
import { hrefFor } from '../../lib/core/href.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import type { browseScreen } from './routes.ts';
import { SectionLinkTile } from './SectionLinkTile.tsx';

const tileList = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 } as const;
// Type tiles share the row evenly: two per row on a phone rather than one narrow column.
const typeList = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
} as const;

export function BrowseScreen() {
  const index = useScreenData<typeof browseScreen>();
  const { locale } = useRealm();
  const { t } = useTranslation();
  usePageTitle(t('browse'));
  const empty = index.sections.length === 0 && index.types.length === 0;
  return (
    <Box data-testid="browse-page" sx={{ px: { xs: 2, md: 3 }, py: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography component="h1" variant="h4">
        {t('browse')}
      </Typography>
      {empty ? <StatusScreen level={2} title={t('browseEmpty')} testId="browse-empty" /> : null}
      {index.sections.length > 0 ? (
        <Box component="section" aria-labelledby="browse-sections">
          <Typography id="browse-sections" component="h2" variant="h5" sx={{ mb: 1.5 }}>
            {t('browseSections')}
          </Typography>
          <Box component="ul" sx={tileList}>
            {index.sections.map((link, position) => (
              <li key={link.name}>
                <SectionLinkTile link={link} locale={locale} priority={position === 0} />
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {index.types.length > 0 ? (
        <Box component="section" aria-labelledby="browse-types">
          <Typography id="browse-types" component="h2" variant="h5" sx={{ mb: 1.5 }}>
            {t('browseTypes')}
          </Typography>
          <Box component="ul" sx={typeList}>
            {index.types.map(({ type, count }) => (
              <li key={type}>
                <Box
                  component={Link}
                  to={hrefFor(locale, 'grid', undefined, { query: { type } })}
                  data-testid="browse-type"
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'center',
                    minHeight: 88,
                    px: 2,
                    borderRadius: 1,
                    bgcolor: 'background.paper',
                    color: 'text.primary',
                    textDecoration: 'none',
                    '&:hover, &:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                  }}
                >
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {t(`type_${type}`)}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('typeCount', { count })}
                  </Typography>
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
