// Payment history (section paymentdetails): POST /customer/history/payment?rpp=10&p={page}
// (spec §7), read by the section itself rather than the loader — a POST is never kept by the
// worker, so offline the rest of the section opens from its copy and this part says it needs a
// connection (with a retry once back). "More" appends the next page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { paymentHistory } from '../../contracts/payments.ts';
import { http, useLocale } from '../../lib/core/index.ts';
import { loadPaymentHistory } from './api.ts';
import { formatBillingDate, formatPrice } from '../../lib/money-format.ts';

type History = z.infer<typeof paymentHistory>;
type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; history: History; loadingMore: boolean };

export function PaymentHistory({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [state, setState] = useState<State>({ status: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback((page: number, before: History | null) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    loadPaymentHistory(http, page, abort.signal).then(
      (next) => {
        if (abort.signal.aborted) return;
        const payments = before
          ? [...before.payments, ...next.payments.filter((p) => !before.payments.some((b) => b.id === p.id))]
          : next.payments;
        setState({ status: 'ready', history: { ...next, payments }, loadingMore: false });
      },
      () => {
        if (abort.signal.aborted) return;
        setState(before ? { status: 'ready', history: before, loadingMore: false } : { status: 'failed' });
      },
    );
  }, []);

  // Read when online: at first, and again once back after an offline start or a failure. While
  // offline nothing is asked (it could only fail).
  const loaded = state.status === 'ready';
  useEffect(() => {
    if (!offline && !loaded) load(1, null);
  }, [offline, loaded, load]);
  useEffect(() => () => controller.current?.abort(), []);

  const unavailable = !loaded && (offline || state.status === 'failed');

  return (
    <Box
      component="section"
      aria-labelledby="history-title"
      data-testid="payment-history"
      aria-busy={state.status === 'loading' && !offline}
      sx={{ mb: 4 }}
    >
      <Typography id="history-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('paymentHistoryTitle')}
      </Typography>
      {unavailable && (
        <Box role="status" data-testid="history-unavailable">
          <Typography>{t('paymentHistoryOffline')}</Typography>
          {!offline && (
            <Button onClick={() => load(1, null)} sx={{ minHeight: 44 }}>
              {t('paymentHistoryRetry')}
            </Button>
          )}
        </Box>
      )}
      {state.status === 'ready' &&
        (state.history.payments.length === 0 ? (
          <Typography>{t('paymentHistoryEmpty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {state.history.payments.map((p) => (
              <Box component="li" key={p.id} data-testid="payment" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Typography sx={{ fontWeight: 700 }}>{p.description}</Typography>
                <Typography>
                  {formatBillingDate(p.date, locale)} · {formatPrice(p.amount, locale)} · {t(`paymentHistoryStatus${p.status}`)}
                  {p.card && ` · ${p.card.brand} ${p.card.lastFour}`}
                </Typography>
              </Box>
            ))}
          </Box>
        ))}
      {state.status === 'ready' && state.history.page < state.history.totalPages && (
        <Button
          variant="outlined"
          disabled={offline || state.loadingMore}
          onClick={() => {
            setState({ ...state, loadingMore: true });
            load(state.history.page + 1, state.history);
          }}
          sx={{ mt: 1, minHeight: 44 }}
          data-testid="history-more"
        >
          {t('paymentHistoryMore')}
        </Button>
      )}
    </Box>
  );
}
