// One content bucket: a named region with a horizontally scrolling list of cards.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bucket } from '../../contracts/content.ts';
import { ScrollRow } from '../../ui/ScrollRow.tsx';
import { useHydrated } from '../../lib/core/index.ts';
import { ContentCardLink } from './ContentCardLink.tsx';

/** Cards a rail shows on the widest first screen; the rest scroll in. */
const FIRST_SCREEN_CARDS = 6;

export function BucketRail({ bucket, locale }: { bucket: Bucket; locale: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const items = bucket.contentList.items;
  // Cards beyond the first screen's width get their artwork once the page is hydrated.
  const hydrated = useHydrated();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="bucket"
      data-bucket-id={bucket.id}
      data-bucket-type={bucket.type}
      sx={{ px: { xs: 2, md: 3 }, py: 2 }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {bucket.name}
      </Typography>
      {items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('emptyBucket')}</Typography>
      ) : (
        <ScrollRow previousLabel={t('previous')} nextLabel={t('next')} gap={2}>
          {items.map((card, index) => (
            <li key={card.id}>
              <ContentCardLink
                card={card}
                imageStyle={bucket.imageStyle}
                locale={locale}
                deferImage={index >= FIRST_SCREEN_CARDS && !hydrated}
              />
            </li>
          ))}
        </ScrollRow>
      )}
    </Box>
  );
}
