// Watchlists (spec §2, realms with watchlistsEnabled): the viewer's named lists. Create one by
// name; open one to see its items (each removable); rename or delete it. Failures read the
// server's message key (a name already used, too many lists) in an alert region. Offline the
// changes are disabled with one note saying why; opening a list still reads what was seen.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchlistDetail, WatchlistSummary } from '../../contracts/schedule.ts';
import { http, useLocale, useNeedsNetwork, useScreenData } from '../../lib/core/index.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { createWatchlist, deleteWatchlist, loadWatchlist, removeWatchlistItem, renameWatchlist } from './api.ts';
import { CardGrid } from './CardGrid.tsx';
import { ListPending, SignInPrompt } from './ListStates.tsx';
import type { watchlistsScreen } from './routes.ts';

function failureKey(error: unknown): string {
  return error instanceof ApiRequestError && error.body ? error.body.messageKey : 'errorOccurredPleaseTryAgain';
}

function NameForm({
  initial,
  submitLabel,
  onSubmit,
  testId,
  offline,
}: {
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  testId: string;
  offline: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || busy || offline) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
      setName(initial);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e: FormEvent) => void submit(e)}
      data-testid={testId}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        label={t('watchlistName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Button type="submit" variant="contained" disabled={busy || offline} sx={{ minHeight: 44 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}

type WatchlistProps = { list: WatchlistSummary; onChange: () => Promise<void>; onError: (key: string) => void; offline: boolean };

function Watchlist({ list, onChange, onError, offline }: WatchlistProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [detail, setDetail] = useState<WatchlistDetail | null>(null);
  const [renaming, setRenaming] = useState(false);
  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await onChange();
    } catch (error) {
      onError(failureKey(error));
    }
  };
  return (
    <Box component="li" data-testid="watchlist" sx={{ borderBottom: 1, borderColor: 'divider', py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 160 }}>
          {list.name}{' '}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('watchlistItems', { count: list.itemCount })}
          </Typography>
        </Typography>
        <Button
          aria-expanded={detail !== null}
          onClick={() =>
            detail ? setDetail(null) : void loadWatchlist(http, list.id, locale).then(setDetail, (e: unknown) => onError(failureKey(e)))
          }
          sx={{ minHeight: 44 }}
        >
          {t('watchlistOpen')}
        </Button>
        <Button onClick={() => setRenaming((r) => !r)} aria-expanded={renaming} disabled={offline} sx={{ minHeight: 44 }}>
          {t('watchlistRename')}
        </Button>
        <Button color="error" onClick={() => void act(() => deleteWatchlist(http, list.id))} disabled={offline} sx={{ minHeight: 44 }}>
          {t('watchlistDelete', { name: list.name })}
        </Button>
      </Box>
      {renaming && !offline ? (
        <Box sx={{ mt: 1 }}>
          <NameForm
            initial={list.name}
            submitLabel={t('watchlistSave')}
            testId="watchlist-rename"
            offline={offline}
            onSubmit={(name) => act(() => renameWatchlist(http, list.id, name)).then(() => setRenaming(false))}
          />
        </Box>
      ) : null}
      {detail ? (
        <Box sx={{ mt: 2 }}>
          {detail.items.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('watchlistNoItems')}</Typography>
          ) : (
            <CardGrid
              cards={detail.items}
              locale={locale}
              action={(card) => (
                <IconButton
                  aria-label={t('watchlistRemoveItem', { title: card.title })}
                  sx={{ width: 44, height: 44 }}
                  disabled={offline}
                  onClick={() =>
                    void act(async () => {
                      await removeWatchlistItem(http, list.id, card.id);
                      setDetail((d) => (d ? { ...d, items: d.items.filter((i) => i.id !== card.id) } : d));
                    })
                  }
                >
                  <CloseIcon />
                </IconButton>
              )}
            />
          )}
        </Box>
      ) : null}
    </Box>
  );
}

function Watchlists({ first }: { first: WatchlistSummary[] }) {
  const { t, i18n } = useTranslation();
  const [lists, setLists] = useState(first);
  const [error, setError] = useState<string | null>(null);
  const offline = useNeedsNetwork();
  const reload = async () => {
    setError(null);
    setLists((await http.call('watchlists', {})).watchlists);
  };
  return (
    <>
      <NameForm
        initial=""
        submitLabel={t('watchlistCreate')}
        testId="watchlist-create"
        offline={offline}
        onSubmit={async (name) => {
          try {
            await createWatchlist(http, name);
            await reload();
          } catch (e) {
            setError(failureKey(e));
          }
        }}
      />
      <Box role="alert" sx={{ color: 'error.main', minHeight: '1.5em', my: 1 }}>
        {error ? translateDynamic(i18n, error, 'errorOccurredPleaseTryAgain') : null}
      </Box>
      {offline ? (
        <Typography data-testid="watchlists-offline" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('needsNetwork')}
        </Typography>
      ) : null}
      {lists.length === 0 ? (
        <StatusScreen level={2} title={t('watchlistsEmpty')} testId="watchlists-empty" />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lists.map((list) => (
            <Watchlist key={list.id} list={list} onChange={reload} onError={setError} offline={offline} />
          ))}
        </Box>
      )}
    </>
  );
}

export function WatchlistsScreen() {
  const { t } = useTranslation();
  const data = useScreenData<typeof watchlistsScreen>();
  usePageTitle(t('watchlistsTitle'));
  return (
    <Box component="section" data-testid="watchlists" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 1280, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('watchlistsTitle')}
      </Typography>
      {'publicShell' in data ? <ListPending /> : 'signedOut' in data ? <SignInPrompt /> : <Watchlists first={data} />}
    </Box>
  );
}
