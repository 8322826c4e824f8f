// A polite live region that is always present, so screen readers announce going offline; it
// only takes space when there is something to say.
import Box from '@mui/material/Box';

export function OfflineBanner({ offline, message }: { offline: boolean; message: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      sx={
        offline
          ? {
              px: 2,
              py: 1,
              textAlign: 'center',
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderBottom: 1,
              borderColor: 'divider',
            }
          : undefined
      }
    >
      {offline ? message : null}
    </Box>
  );
}
