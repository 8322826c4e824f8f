// Rankings by the spec's categories (§3): each category a section with its first five
// fighters (§9) and "show more" for the next five, thumbnails at 198×124.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIGHTER_THUMBNAIL } from '../../contracts/browse-constants.ts';
import type { FighterRanking } from '../../contracts/schedule.ts';
import { http, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { loadMoreFighters } from './api.ts';
import { FIGHTER_CATEGORY_LABEL } from './labels.ts';
import type { fightersScreen } from './routes.ts';

/** Categories whose thumbnails are in the server's HTML. */
const EAGER_CATEGORIES = 1;

function Ranking({ ranking, eager }: { ranking: FighterRanking; eager: boolean }) {
  const { t } = useTranslation();
  const [fighters, setFighters] = useState(ranking.fighters);
  const [loading, setLoading] = useState(false);
  const headingId = `ranking-${ranking.category}`;
  async function more() {
    setLoading(true);
    try {
      const answer = await loadMoreFighters(http, ranking.category, fighters.length);
      setFighters((shown) => [...shown, ...(answer.rankings[0]?.fighters ?? [])]);
    } catch {
      // The button stays; the next press tries again.
    } finally {
      setLoading(false);
    }
  }
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="fighter-ranking" data-category={ranking.category} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {t(FIGHTER_CATEGORY_LABEL[ranking.category])}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {fighters.map((fighter) => (
          <Box component="li" key={fighter.id} data-testid="fighter" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography
              component="span"
              aria-label={t('fighterRank', { rank: fighter.rank })}
              sx={{ width: 32, fontWeight: 700, textAlign: 'right' }}
            >
              {fighter.rank}
            </Typography>
            <Box sx={{ width: FIGHTER_THUMBNAIL.width, flexShrink: 0, borderRadius: 1, overflow: 'hidden', maxWidth: '40vw' }}>
              <ArtworkImage
                src={fighter.thumbnailUrl}
                alt=""
                width={FIGHTER_THUMBNAIL.width}
                height={FIGHTER_THUMBNAIL.height}
                sizes={`${FIGHTER_THUMBNAIL.width}px`}
                fallbackWidth={240}
                maxWidth={480}
                deferred={!eager}
              />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{fighter.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('fighterRecord', { record: fighter.record })}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {fighters.length < ranking.total ? (
        <Button
          variant="outlined"
          disabled={loading}
          onClick={() => void more()}
          data-testid="fighters-more"
          sx={{ mt: 1.5, minHeight: 44 }}
        >
          {t('fightersShowMore')}
        </Button>
      ) : null}
    </Box>
  );
}

export function FightersScreen() {
  const { t } = useTranslation();
  const { rankings } = useScreenData<typeof fightersScreen>();
  usePageTitle(t('fightersTitle'));
  return (
    <Box component="section" data-testid="fighters" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 960, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {t('fightersTitle')}
      </Typography>
      {rankings.length === 0 ? (
        <StatusScreen level={2} title={t('fightersEmpty')} testId="fighters-empty" />
      ) : (
        rankings.map((ranking, i) => <Ranking key={ranking.category} ranking={ranking} eager={i < EAGER_CATEGORIES} />)
      )}
    </Box>
  );
}
