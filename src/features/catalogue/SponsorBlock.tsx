// Spec §3 "Sponsor info" on a section page: the sponsor's logo, linked when it has a link,
// requested 150 px wide and shown 300 px wide (spec §9), only when its display mode is SHOW.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SponsorInfo } from '../../contracts/content.ts';
import { artworkUrl } from '../../ui/artwork.ts';

export const SPONSOR_REQUEST_WIDTH = 150;
export const SPONSOR_SHOWN = { width: 300, height: 169 } as const;

export function SponsorBlock({ sponsor }: { sponsor: SponsorInfo }) {
  const { t } = useTranslation();
  if (sponsor.displayMode !== 'SHOW') return null;
  const image = (
    <Box
      component="img"
      src={artworkUrl(sponsor.sponsorImage, SPONSOR_REQUEST_WIDTH)}
      alt={sponsor.altText}
      width={SPONSOR_SHOWN.width}
      height={SPONSOR_SHOWN.height}
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: SPONSOR_SHOWN.width,
        maxWidth: '100%',
        height: 'auto',
        aspectRatio: `${SPONSOR_SHOWN.width} / ${SPONSOR_SHOWN.height}`,
        borderRadius: 1,
      }}
    />
  );
  return (
    <Box
      component="aside"
      aria-label={t('sponsoredBy')}
      data-testid="sponsor"
      sx={{ px: { xs: 2, md: 3 }, py: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('sponsoredBy')}
      </Typography>
      {sponsor.sponsorLink ? (
        <a href={sponsor.sponsorLink} target="_blank" rel="noopener noreferrer sponsored">
          {image}
        </a>
      ) : (
        image
      )}
    </Box>
  );
}
