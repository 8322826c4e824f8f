// Saved cards (section paymentdetails): 20 per page (spec §9), "more" appends the next page
// (spec §4), and a card is removed after a confirmation. Removing reads the page's data again,
// which starts the list over from its first page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { http, useMutation } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { deleteCard, loadCards } from './api.ts';
import { appendCards, hasMoreCards } from './billing-logic.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import type { PaymentDetailsData } from './loaders.ts';
import { SavedStatus } from './SavedStatus.tsx';

type Cards = PaymentDetailsData['cards'];
type Card = Cards['cards'][number];

function CardItem({ card, offline, onDeleted }: { card: Card; offline: boolean; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(() => deleteCard(http, card.id), { onSuccess: onDeleted });
  const { i18n } = useTranslation();
  const failure = remove.error ? failureView(remove.error) : null;
  return (
    <Box component="li" data-testid="card" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography data-testid="card-description">
        {t('cardDescription', {
          brand: card.brand,
          lastFour: card.lastFour,
          month: String(card.expiryMonth).padStart(2, '0'),
          year: card.expiryYear,
        })}
      </Typography>
      <FormErrorArea message={failure ? translateDynamic(i18n, failure.key, failure.fallback) : null} />
      {confirming ? (
        <ConfirmStep
          question={t('cardDeleteConfirm', { lastFour: card.lastFour })}
          confirmLabel={t('cardDeleteConfirmButton')}
          keepLabel={t('cancel')}
          onConfirm={() => void remove.run(undefined)}
          onKeep={() => setConfirming(false)}
          disabled={offline || remove.pending}
          testId="card-delete-confirm"
        />
      ) : (
        <Button color="error" disabled={offline} onClick={() => setConfirming(true)} sx={{ minHeight: 44 }} data-testid="card-delete">
          {t('cardDelete')}
        </Button>
      )}
    </Box>
  );
}

export function CardsList({ first, offline }: { first: Cards; offline: boolean }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  // The pages loaded after the loader's first one; a new first page (after a removal) starts over.
  const [shown, setShown] = useState<{ first: Cards; all: Cards }>({ first, all: first });
  const [removed, setRemoved] = useState(false);
  const current = shown.first === first ? shown.all : first;
  const more = useMutation((page: number, signal: AbortSignal) => loadCards(http, page, signal), {
    onSuccess: (next) => setShown({ first, all: appendCards(current, next) }),
  });
  const failure = more.error ? failureView(more.error) : null;
  return (
    <Box component="section" aria-labelledby="cards-title" data-testid="cards" sx={{ mb: 4 }}>
      <Typography id="cards-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('cardsTitle')}
      </Typography>
      {current.cards.length === 0 ? (
        <Typography>{t('cardsEmpty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {current.cards.map((card) => (
            <CardItem
              key={card.id}
              card={card}
              offline={offline}
              onDeleted={() => {
                setRemoved(true);
                void revalidator.revalidate();
              }}
            />
          ))}
        </Box>
      )}
      <FormErrorArea message={failure ? translateDynamic(i18n, failure.key, failure.fallback) : null} />
      {hasMoreCards(current) && (
        <Button
          variant="outlined"
          disabled={offline || more.pending}
          onClick={() => void more.run(current.cardsCurrentPage + 1)}
          sx={{ mt: 1, minHeight: 44 }}
          data-testid="cards-more"
        >
          {t('cardsMore')}
        </Button>
      )}
      <SavedStatus message={removed ? t('cardDeleted') : null} testId="card-deleted" />
    </Box>
  );
}
