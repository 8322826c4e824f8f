// The first start-up stage after the entry (see main.tsx): Material's theme machinery, emotion
// and the components every frame draws with. Evaluated with the router and the screens, these
// modules made one task of 15–20 ms on a fast machine (60–80 ms on a slow phone, over the
// 50 ms a task may take before it blocks); evaluated first, in a task of their own, they leave
// the router's stage about half of it. Exported, not merely imported: Material declares no side
// effects, and a bare import would be dropped from the build.
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as IconButton } from '@mui/material/IconButton';
export { default as SvgIcon } from '@mui/material/SvgIcon';
export { default as Typography } from '@mui/material/Typography';
export { createTheme, styled } from '@mui/material/styles';
export { ThemeProvider } from '../ui/ThemeProvider.tsx';
export { CacheProvider } from '@emotion/react';
