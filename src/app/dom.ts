// A start-up stage of its own (see main.tsx): react-dom. Evaluated with the app's root and
// shell (mount.tsx) it made one task of 13–21 ms in a trace on a fast machine, over the
// 12.5 ms a task may take there before it counts as blocking on a slow phone; alone, it leaves
// mount's stage the app's own modules. Exported, not merely imported, so the build keeps it.
export { createRoot, hydrateRoot } from 'react-dom/client';
