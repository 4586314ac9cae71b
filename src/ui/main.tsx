// Boot: find out which site this is, paint it in the site's colours, restore the session and
// render the app. Anything that throws on the way shows the bootstrap failure screen.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

import { App } from './App';
import { BootFailure } from './pages/errors/BootFailure';
import { applyTheme, readSite, SiteProvider } from './site';
import { getSession } from './stores/sessionStore';
import './styles/tokens.css';
import './styles/global.css';

const rootElement = document.getElementById('root');
const html = document.documentElement;
const site = readSite(html);
let root: Root | null = null;

function showBootFailure(error: unknown) {
  console.error('The page failed to start', error);
  const detail = error instanceof Error ? error.message : null;
  if (!rootElement) return;
  root?.unmount();
  root = createRoot(rootElement);
  root.render(
    <SiteProvider site={site}>
      <BootFailure detail={detail} />
    </SiteProvider>,
  );
}

try {
  if (!rootElement) throw new Error('The page is missing its #root element.');
  applyTheme(html, site);
  root = createRoot(rootElement);
  root.render(
    <StrictMode>
      <App site={site} />
    </StrictMode>,
  );
  getSession().restore().catch(showBootFailure);
} catch (error) {
  showBootFailure(error);
}
