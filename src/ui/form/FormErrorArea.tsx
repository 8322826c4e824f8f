// The form's common error area (spec §8): the first problem, announced by screen readers as it
// appears. Always rendered, so the announcement is not lost on first appearance.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { labelOrText } from '../../lib/i18n.ts';

export function FormErrorArea({ message }: { message: string | null }) {
  const { i18n } = useTranslation();
  return (
    <Box
      role="alert"
      data-testid="form-error"
      sx={message ? { mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'error.main', color: 'text.primary' } : undefined}
    >
      {message ? labelOrText(i18n, message) : null}
    </Box>
  );
}
