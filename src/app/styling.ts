// The first start-up stage after the entry (see main.tsx): emotion and Material's theme
// machinery, which every component below styles itself with. Evaluated together with the
// frame's components (material.ts) they made one task of 15–21 ms in a Lighthouse trace, over
// the 12.5 ms a task may take there before it counts as blocking on a slow phone; in two stages
// each is a task of its own. Exported, not merely imported: Material declares no side
// effects, and a bare import would be dropped from the build.
export { createTheme, styled } from '@mui/material/styles';
export { ThemeProvider } from '../ui/ThemeProvider.tsx';
export { CacheProvider } from '@emotion/react';
