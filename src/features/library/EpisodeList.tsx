// A season's episodes or a playlist's videos: a heading, the numbered rows, their pages, or
// the empty state.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CardPage } from '../../contracts/library.ts';
import { PAGE_SIZE } from './api.ts';
import { itemNumber, minutesOf } from './format.ts';
import { ItemRows } from './ItemRows.tsx';
import { Pager } from './Pager.tsx';

export type EpisodeListProps = { list: CardPage; locale: string; kind: 'episodes' | 'videos' };

export function EpisodeList({ list, locale, kind }: EpisodeListProps) {
  const { t } = useTranslation();
  const heading = kind === 'episodes' ? t('libraryEpisodes') : t('libraryVideos');
  const minutes = (seconds: number | null) => {
    const count = minutesOf(seconds);
    return count === null ? null : t('libraryMinutes', { count });
  };
  return (
    <Box component="section" aria-labelledby="episode-list-title" sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <Typography id="episode-list-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {list.items.length === 0 ? (
        <Typography data-testid="library-empty" sx={{ color: 'text.secondary' }}>
          {kind === 'episodes' ? t('libraryNoEpisodes') : t('libraryNoVideos')}
        </Typography>
      ) : (
        <>
          <ItemRows
            items={list.items}
            locale={locale}
            testId={kind}
            kicker={
              kind === 'episodes' ? (_, index) => t('libraryEpisodeNumber', { number: itemNumber(list.page, PAGE_SIZE, index) }) : undefined
            }
            meta={(item) => minutes(item.duration)}
          />
          <Pager page={list.page} totalPages={list.totalPages} />
        </>
      )}
    </Box>
  );
}
