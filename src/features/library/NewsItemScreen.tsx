// A news item (spec §2): its picture, title, date and text, with a way back to the list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHref, useRealm, useRenderTimeZone, useScreenData } from '../../lib/core/index.ts';
import { formatStartTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { DetailHeader } from './DetailHeader.tsx';
import type { newsItemScreen } from './routes.ts';

export function NewsItemScreen() {
  const { item, parents, body } = useScreenData<typeof newsItemScreen>();
  const { locale } = useRealm();
  const { t } = useTranslation();
  const timeZone = useRenderTimeZone();
  const newsHref = useHref('news');
  usePageTitle(item.title);
  const published = item.startDate ? (
    <time dateTime={item.startDate}>{t('newsPublished', { date: formatStartTime(item.startDate, locale, timeZone) })}</time>
  ) : null;
  // The text's paragraphs are its blank-line separated parts.
  const paragraphs = (body ?? '').split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <article data-testid="news-item">
      <DetailHeader item={item} parents={parents} locale={locale} meta={published}>
        <Box data-testid="news-body" sx={{ maxWidth: 680 }}>
          {paragraphs.map((paragraph, index) => (
            <Typography key={index} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      </DetailHeader>
      <Box sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
        <Button component={Link} to={newsHref} variant="outlined" data-testid="news-back">
          {t('newsBackToList')}
        </Button>
      </Box>
    </article>
  );
}
