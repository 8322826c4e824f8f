// First focusable thing on every page: jumps past the navigation to <main id="main">.
import Box from '@mui/material/Box';

export function SkipLink({ label, target = 'main' }: { label: string; target?: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      }}
    >
      {label}
    </Box>
  );
}
