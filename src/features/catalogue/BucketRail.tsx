// One content bucket: a named region with a horizontally scrolling list of cards. The server
// sends a rail's first page of items (spec §7 `bpp`); a "more" control at its end fetches the
// next page and appends it. Section-link buckets list tiles of other sections instead.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bucket, ContentCard } from '../../contracts/content.ts';
import { ScrollRow } from '../../ui/ScrollRow.tsx';
import { http } from '../../lib/core/index.ts';
import { loadRailPage } from './api.ts';
import { ContentCardLink } from './ContentCardLink.tsx';
import { SectionLinkTile } from './SectionLinkTile.tsx';
import { CARD_WIDTH, NARROW_SCREEN, railPlaceholderHeight } from './card-view.ts';
import { useMore } from './use-more.ts';

/** Cards a rail shows on the widest first screen; the rest scroll in. */
const FIRST_SCREEN_CARDS = 6;

export type BucketRailProps = {
  bucket: Bucket;
  locale: string;
  /** The section the rail belongs to (its more control asks there). */ section?: string;
  /**
   * Below the first screen: the browser skips the rail's layout and paint, and loads none of
   * its artwork, until it comes near the viewport (`content-visibility: auto`).
   */
  belowFirstScreen?: boolean;
};

/** Skipped rendering for a rail below the first screen, with room held at about its height. */
function drawnWhenNear(bucket: Bucket) {
  // Section-link tiles are landscape artwork.
  const height = bucket.sectionLinks ? railPlaceholderHeight('LANDSCAPE', 'tiles') : railPlaceholderHeight(bucket.imageStyle, 'cards');
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${height.wide}px`,
    [`@media ${NARROW_SCREEN}`]: { containIntrinsicSize: `auto ${height.narrow}px` },
  };
}

function ContentRow({ bucket, locale, section }: BucketRailProps) {
  const { t } = useTranslation();
  const list = bucket.contentList;
  // Later pages use the first page's size: it is the `bpp` the page was asked with.
  const perPage = Math.max(1, list.items.length);
  const { items, hasMore, pending, failed, more } = useMore<ContentCard>(list, async (page) => {
    const next = await loadRailPage(http, section ?? 'home', bucket.id, locale, page, perPage);
    return next.contentList;
  });
  const width = CARD_WIDTH[bucket.imageStyle];
  return (
    <ScrollRow previousLabel={t('previous')} nextLabel={t('next')} gap={2}>
      {items.map((card, index) => (
        <li key={card.id}>
          <ContentCardLink
            card={card}
            imageStyle={bucket.imageStyle}
            locale={locale}
            // Cards beyond the first screen's width get their artwork once the page is hydrated.
            deferImage={index >= FIRST_SCREEN_CARDS}
          />
        </li>
      ))}
      {hasMore ? (
        <Box
          component="li"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: width.wide / 2,
            [`@media ${NARROW_SCREEN}`]: { width: width.narrow / 2 },
          }}
        >
          <Button
            variant="outlined"
            onClick={more}
            disabled={pending}
            data-testid="rail-more"
            aria-label={`${t('moreItems')}: ${bucket.name}`}
          >
            {failed ? t('retry') : t('moreItems')}
          </Button>
        </Box>
      ) : null}
    </ScrollRow>
  );
}

/** Memoised: a change of viewer or of the hydration state re-renders the page above it, not every rail. */
export const BucketRail = memo(function BucketRail({ bucket, locale, section, belowFirstScreen = false }: BucketRailProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const links = bucket.sectionLinks;
  const empty = links ? links.length === 0 : bucket.contentList.items.length === 0;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="bucket"
      data-bucket-id={bucket.id}
      data-bucket-type={bucket.type}
      sx={[{ px: { xs: 2, md: 3 }, py: 2 }, belowFirstScreen && drawnWhenNear(bucket)]}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {bucket.name}
      </Typography>
      {empty ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('emptyBucket')}</Typography>
      ) : links ? (
        <ScrollRow previousLabel={t('previous')} nextLabel={t('next')} gap={2}>
          {links.map((link) => (
            <li key={link.name}>
              <SectionLinkTile link={link} locale={locale} />
            </li>
          ))}
        </ScrollRow>
      ) : (
        <ContentRow bucket={bucket} locale={locale} {...(section ? { section } : {})} />
      )}
    </Box>
  );
});
