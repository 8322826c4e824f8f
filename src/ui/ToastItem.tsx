// One toast: its message (a label key or text), its type's colours and, when dismissable, a
// close button. Loaded with the first toast, out of the first chunk.
import Alert from '@mui/material/Alert';
import Fade from '@mui/material/Fade';
import { useTranslation } from 'react-i18next';
import { TOAST_CLOSE_DELAY_MS, dismissToast, type Toast } from '../lib/core/toast.ts';
import { labelOrText } from '../lib/i18n.ts';

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
        slotProps={{ closeButton: { title: t('dismiss'), 'aria-label': t('dismiss') } }}
        sx={{ pointerEvents: 'auto', boxShadow: 4, minWidth: 240, maxWidth: 480 }}
      >
        {labelOrText(i18n, toast.message)}
      </Alert>
    </Fade>
  );
}
