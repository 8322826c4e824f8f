// The form's common error area (spec §8): the first problem, announced by screen readers as it
// appears. Always rendered, so the announcement is not lost on first appearance; focusable
// from script (not by Tab), so a failed submit can move the focus onto the message. A message
// key without a label reads as the generic error, never as the key (lib/i18n messageText).
import Box from '@mui/material/Box';
import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText, type Message } from '../../lib/i18n.ts';

function FormErrorAreaInner({ message, ref }: { message: Message | null; ref?: Ref<HTMLDivElement> }) {
  const { i18n } = useTranslation();
  return (
    <Box
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid="form-error"
      sx={{
        outline: 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'error.main', outlineOffset: 2 },
        ...(message ? { mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'error.main', color: 'text.primary' } : {}),
      }}
    >
      {message ? messageText(i18n, message) : null}
    </Box>
  );
}

// Memoised, like every field of the form pattern: see OutlinedField.
export const FormErrorArea = memo(FormErrorAreaInner);
