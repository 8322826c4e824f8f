// Spec §8's playback messages as an accessible dialog (MUI Dialog: focus moves in and is kept
// there, Escape closes, the title names it). The authentication error's button reloads the app
// at its root; "try again" runs the start once more.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hrefFor, useLocale } from '../../lib/core/index.ts';
import { PLAYBACK_MESSAGE_TEXT, type PlaybackMessageKind } from './playback-message.ts';

export type PlaybackMessageDialogProps = {
  message: PlaybackMessageKind | null;
  onClose: () => void;
  onRetry: () => void;
  /** Licences that unlock the item (a "not licensed" refusal names them): "Buy" offers the first. */
  licenceIds?: readonly string[];
};

export function PlaybackMessageDialog({ message, onClose, onRetry, licenceIds = [] }: PlaybackMessageDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (!message) return null;
  const text = PLAYBACK_MESSAGE_TEXT[message];
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="playback-message-title"
      aria-describedby="playback-message-body"
      data-testid="playback-message"
      data-message={message}
    >
      <DialogTitle id="playback-message-title">{t(text.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="playback-message-body">{t(text.body)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {message === 'authError' ? (
          // A full load: the session is re-read from scratch, as "refresh the page" asks.
          <Button component={Link} to="/" reloadDocument variant="contained">
            {t('goHome')}
          </Button>
        ) : (
          <>
            {message === 'notLicensed' ? (
              // To the purchase page with the licence chosen, and back here once it is bought.
              <Button
                component={Link}
                to={hrefFor(locale, 'purchase', undefined, {
                  query: { ...(licenceIds[0] ? { licence: licenceIds[0] } : {}), from: routerPath(pathname, search) },
                })}
                variant="contained"
                data-testid="playback-buy"
              >
                {t('playbackBuy')}
              </Button>
            ) : null}
            {message === 'videoError' || message === 'otherDevice' ? (
              <Button onClick={onRetry} variant="contained">
                {t('retry')}
              </Button>
            ) : null}
            <Button onClick={onClose} autoFocus={message !== 'videoError' && message !== 'otherDevice'}>
              {t('playbackClose')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The page's router path (useLocation's is already inside the basename): `from` for the purchase page. */
const routerPath = (pathname: string, search: string) => `${pathname}${search}`;
