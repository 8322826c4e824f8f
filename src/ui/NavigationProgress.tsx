// A thin bar at the top while a screen's data loads, so a slow network never looks frozen.
// It appears only after a short delay: fast navigations show nothing at all.
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(333%); }`;
const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export function NavigationProgress({ active, label }: { active: boolean; label: string }) {
  if (!active) return null;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      data-testid="navigation-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
        opacity: 0,
        animation: `${appear} 150ms linear 250ms forwards`,
        '&::before': {
          content: '""',
          display: 'block',
          width: '30%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
      }}
    />
  );
}
