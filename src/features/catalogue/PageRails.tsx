// A section's rails (home's too): the first page as the loader gave it, then more rails
// (spec §7 `rpp`) as the viewer scrolls near the end — a sentinel watched by an
// IntersectionObserver — or presses the visible "show more" button, which keyboards reach.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bucket, PageContent } from '../../contracts/content.ts';
import { http } from '../../lib/core/index.ts';
import { HydrateLater } from '../../ui/HydrateLater.tsx';
import { loadSectionRails } from './api.ts';
import { BucketRail } from './BucketRail.tsx';
import { useMore } from './use-more.ts';

/** Rails hydrated with the page; the others wait for an idle moment. */
const EAGER_RAILS = 1;

function useNearEnd(onNear: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

export function PageRails({ content, section, locale }: { content: PageContent; section: string; locale: string }) {
  const { t } = useTranslation();
  const first = { items: content.buckets, page: content.bucketsPage, totalPages: content.bucketsTotalPages };
  const { items, hasMore, pending, failed, more } = useMore<Bucket>(first, async (page) => {
    const next = await loadSectionRails(http, section, locale, page, window.innerWidth);
    return { items: next.buckets, page: next.bucketsPage, totalPages: next.bucketsTotalPages };
  });
  const sentinel = useNearEnd(more, hasMore && !failed);
  return (
    <>
      {items.map((bucket, index) =>
        // The first rails share the first screen with the hero; the rest hydrate when idle, and
        // the browser draws them only as they come near (BucketRail's belowFirstScreen).
        index < EAGER_RAILS ? (
          <BucketRail key={bucket.id} bucket={bucket} locale={locale} section={section} />
        ) : (
          <HydrateLater key={bucket.id}>
            <BucketRail bucket={bucket} locale={locale} section={section} belowFirstScreen />
          </HydrateLater>
        ),
      )}
      {hasMore ? (
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <Button variant="outlined" onClick={more} disabled={pending} data-testid="rails-more">
            {failed ? t('retry') : t('moreRails')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
