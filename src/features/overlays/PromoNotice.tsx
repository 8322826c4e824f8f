// The promo notification (spec §3, §7): a card docked at the bottom of the viewport with the
// promo's 410×190 image, title, description and call to action. A non-modal dialog: it does
// not take the focus, Tab reaches it after the page, Escape (inside it) or its close button
// dismisses it, and following its link dismisses it too. Its box is fixed, so it shifts nothing.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PromoNotification } from '../../contracts/browse.ts';
import { useLocale } from '../../lib/core/index.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { promoTarget } from './promo.ts';

export const PROMO_IMAGE = { width: 410, height: 190 } as const;
const CARD_PADDING = 16;
const PHONE = '(max-width: 599.98px)';

function keepFocusOnPage(): void {
  // The dialog is leaving: keep the keyboard on the page rather than on <body>.
  document.getElementById('main')?.focus({ preventScroll: true });
}

function CallToAction({ promo, onFollow }: { promo: PromoNotification; onFollow: () => Promise<void> }) {
  const target = promoTarget(promo, useLocale());
  const follow = () => void onFollow();
  switch (target.kind) {
    case 'content':
      return (
        <Button variant="contained" component={Link} to={target.to} onClick={follow}>
          {promo.cta}
        </Button>
      );
    case 'url':
      if (target.newTab) {
        return (
          <Button variant="contained" href={target.href} target="_blank" rel="noopener noreferrer" onClick={follow}>
            {promo.cta}
          </Button>
        );
      }
      return (
        <Button
          variant="contained"
          href={target.href}
          onClick={(event: MouseEvent) => {
            // Leaving the page would cancel the dismissal: record it, then go.
            event.preventDefault();
            void onFollow().then(() => window.location.assign(target.href));
          }}
        >
          {promo.cta}
        </Button>
      );
    case 'none':
      return (
        <Button variant="contained" onClick={follow}>
          {promo.cta}
        </Button>
      );
  }
}

export function PromoNotice({ promo, onDismiss }: { promo: PromoNotification; onDismiss: () => Promise<void> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const close = () => {
    keepFocusOnPage();
    void onDismiss();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="promo-notification"
      data-promo-id={promo.id}
      elevation={8}
      onKeyDown={onKeyDown}
      sx={{
        pointerEvents: 'auto',
        position: 'relative',
        alignSelf: 'flex-end',
        width: `min(${PROMO_IMAGE.width + 2 * CARD_PADDING}px, calc(100% - 16px))`,
        m: 1,
        overflow: 'hidden',
        // On a phone the image sits beside the text, so the card covers less of a small screen.
        [`@media ${PHONE}`]: { display: 'grid', gridTemplateColumns: '40% 1fr', alignItems: 'start' },
      }}
    >
      <Box sx={{ position: 'relative', [`@media ${PHONE}`]: { position: 'static' } }}>
        <ArtworkImage
          src={promo.imageUrl}
          alt=""
          width={PROMO_IMAGE.width}
          height={PROMO_IMAGE.height}
          sizes={`${PHONE} 40vw, ${PROMO_IMAGE.width + 2 * CARD_PADDING}px`}
          fallbackWidth={PROMO_IMAGE.width}
          maxWidth={PROMO_IMAGE.width * 2}
        />
        <IconButton
          aria-label={t('promoDismiss')}
          onClick={close}
          size="small"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            color: 'common.white',
            bgcolor: 'rgba(0, 0, 0, 0.6)',
            '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
          }}
        >
          <Box component="span" aria-hidden sx={{ fontSize: 20, lineHeight: 1, width: 20, height: 20 }}>
            ×
          </Box>
        </IconButton>
      </Box>
      <Box
        sx={{
          p: `${CARD_PADDING}px`,
          [`@media ${PHONE}`]: { p: 1.5, pr: 5 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          alignItems: 'flex-start',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
          {promo.title}
        </Typography>
        <Typography id={textId} variant="body2" color="text.secondary">
          {promo.description}
        </Typography>
        <CallToAction promo={promo} onFollow={onDismiss} />
      </Box>
    </Paper>
  );
}
