// "LIVE" marker on cards and heroes, in the realm's tertiary colour with contrasting text.
import Box from '@mui/material/Box';

export function LiveBadge({ label }: { label: string }) {
  return (
    <Box
      component="span"
      data-testid="live-badge"
      sx={{
        display: 'inline-block',
        whiteSpace: 'nowrap',
        px: 0.75,
        py: 0.25,
        borderRadius: 0.5,
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
        lineHeight: 1.4,
        bgcolor: 'tertiary.main',
        color: 'tertiary.contrastText',
      }}
    >
      {label}
    </Box>
  );
}
