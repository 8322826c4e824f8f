// The news list (spec §2): newest first, a page at a time, each item a link to its page. Its
// heading is the realm's own name for the section (its menu item), else the generic "News".
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMenuViewTitle, useRealm, useRenderTimeZone, useScreenData } from '../../lib/core/index.ts';
import { formatStartTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { ItemRows } from './ItemRows.tsx';
import { Pager } from './Pager.tsx';
import type { newsScreen } from './routes.ts';

export function NewsScreen() {
  const list = useScreenData<typeof newsScreen>();
  const { locale } = useRealm();
  const { t } = useTranslation();
  const timeZone = useRenderTimeZone();
  const title = useMenuViewTitle('NEWS') ?? t('newsTitle');
  usePageTitle(title);
  return (
    <Box component="section" aria-labelledby="news-title" data-testid="news" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1100 }}>
      <Typography id="news-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {list.items.length === 0 ? (
        <StatusScreen level={2} title={t('newsEmpty')} testId="library-empty" />
      ) : (
        <>
          <ItemRows
            items={list.items}
            locale={locale}
            testId="news-list"
            priorityFirst
            meta={(item) =>
              item.startDate ? <time dateTime={item.startDate}>{formatStartTime(item.startDate, locale, timeZone)}</time> : null
            }
          />
          <Pager page={list.page} totalPages={list.totalPages} />
        </>
      )}
    </Box>
  );
}
