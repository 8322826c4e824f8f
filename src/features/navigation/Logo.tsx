// The realm logo, linking home. Its box has a fixed size (height from logoScale), and the
// image is contained in it, so the header never shifts when the logo arrives.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { memo } from 'react';
import { Link } from 'react-router';

/** Wordmark logos are wide; the box allows up to this width per unit of height. */
export const LOGO_ASPECT = 4;

export type LogoProps = { src: string; alt: string; to: string; size: 'desktop' | 'mobile' };

// Memoised: the navigation bar passes the same strings on its re-renders.
export const Logo = memo(function Logo({ src, alt, to, size }: LogoProps) {
  const theme = useTheme();
  const height = theme.realm.logoHeight[size];
  const width = height * LOGO_ASPECT;
  return (
    <Box
      component={Link}
      to={to}
      data-testid="logo-link"
      sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0, minHeight: 44 }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        width={width}
        height={height}
        data-testid="logo"
        sx={{ display: 'block', width, height, maxWidth: '40vw', objectFit: 'contain', objectPosition: 'left center' }}
      />
    </Box>
  );
});
