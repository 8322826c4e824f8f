// A list of items as rows (episodes, a playlist's videos, news): each row one link holding a
// 16:9 thumbnail, the title and a line of meta. Thumbnails are below the header, so lazy; the
// box keeps their size before they load, so nothing moves.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentCard } from '../../contracts/content.ts';
import { contentPath } from '../../lib/content-routes.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { ROW_ART } from './artwork.ts';

export type ItemRowsProps = {
  items: readonly ContentCard[];
  locale: string;
  /** The line above the title (an episode's number) and below it (duration, date). */
  kicker?: (item: ContentCard, index: number) => ReactNode;
  meta?: (item: ContentCard) => ReactNode;
  testId?: string;
  /** The rows are the page's content (news), not below a header: the first thumbnail is its largest paint. */
  priorityFirst?: boolean;
};

export function ItemRows({ items, locale, kicker, meta, testId = 'item-rows', priorityFirst = false }: ItemRowsProps) {
  return (
    <Box component="ol" data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item, index) => (
        <li key={item.id}>
          <Box
            component={Link}
            to={contentPath(item.type, item.id, locale)}
            data-testid="item-row"
            data-content-type={item.type}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '160px minmax(0, 1fr)', sm: '224px minmax(0, 1fr)' },
              gap: 2,
              alignItems: 'center',
              color: 'text.primary',
              textDecoration: 'none',
              borderRadius: 1,
              '&:hover .row-title, &:focus-visible .row-title': { textDecoration: 'underline' },
            }}
          >
            <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
              <ArtworkImage
                src={item.thumbnailUrl || item.coverUrl}
                alt=""
                width={ROW_ART.width}
                height={ROW_ART.height}
                sizes={ROW_ART.sizes}
                fallbackWidth={ROW_ART.width}
                maxWidth={640}
                priority={priorityFirst && index === 0}
              />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              {kicker ? (
                <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {kicker(item, index)}
                </Typography>
              ) : null}
              <Typography className="row-title" component="span" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3 }}>
                {item.title}
              </Typography>
              {meta ? (
                <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {meta(item)}
                </Typography>
              ) : null}
              <Typography
                variant="body2"
                component="span"
                sx={{
                  display: { xs: 'none', sm: '-webkit-box' },
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  color: 'text.secondary',
                  mt: 0.5,
                }}
              >
                {item.description}
              </Typography>
            </Box>
          </Box>
        </li>
      ))}
    </Box>
  );
}
