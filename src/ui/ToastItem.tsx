// One toast: its message (a label key or text), its type's colours, its action if it has one
// and, when dismissable, a close button. Loaded with the first toast, out of the first chunk.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { TOAST_CLOSE_DELAY_MS, dismissToast, type Toast } from '../lib/core/toast.ts';
import { labelOrText, messageText } from '../lib/i18n.ts';
import { CloseIcon } from './icons.tsx';

export function ToastItem({ toast }: { toast: Toast }) {
  const { t, i18n } = useTranslation();
  return (
    <Fade in={toast.open} appear timeout={TOAST_CLOSE_DELAY_MS}>
      <Alert
        data-testid="toast"
        data-type={toast.type}
        severity={toast.type}
        variant="filled"
        // The region announces it; the Alert's own role would announce it twice.
        role="none"
        onClose={toast.dismissable ? () => dismissToast(toast.id) : undefined}
        // Alert drops its close button when given an action: both are drawn here then.
        action={
          toast.action ? (
            <>
              <Button color="inherit" size="small" onClick={toast.action.run} sx={{ fontWeight: 700 }}>
                {labelOrText(i18n, toast.action.label)}
              </Button>
              {toast.dismissable ? (
                <IconButton
                  color="inherit"
                  size="small"
                  title={t('dismiss')}
                  aria-label={t('dismiss')}
                  onClick={() => dismissToast(toast.id)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              ) : null}
            </>
          ) : undefined
        }
        slotProps={{ closeButton: { title: t('dismiss'), 'aria-label': t('dismiss') } }}
        sx={{ pointerEvents: 'auto', boxShadow: 4, minWidth: 240, maxWidth: 480 }}
      >
        {/* An error's message is a failure's key: one without a label reads as the generic error. */}
        {toast.type === 'error' ? messageText(i18n, toast.message) : labelOrText(i18n, toast.message)}
      </Alert>
    </Fade>
  );
}
