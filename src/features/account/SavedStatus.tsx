// A polite status region that reads a form's outcome ("Saved") as it appears: always rendered,
// so the first announcement is not lost.
import Box from '@mui/material/Box';

export function SavedStatus({ message, testId }: { message: string | null; testId: string }) {
  return (
    <Box role="status" data-testid={testId} sx={{ mt: message ? 2 : 0, color: 'text.primary', minHeight: '1.5em' }}>
      {message}
    </Box>
  );
}
