// Placeholder entry: replaced by the app shell.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<p>Loading…</p>);
