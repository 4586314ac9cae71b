// Every route of SPEC §2. Features that arrive in later updates render NotOpenPage, so their
// links work and say so honestly; anything else is the 404 page.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Loading } from './components/Status';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { AboutPage } from './pages/info/AboutPage';
import { ContactPage } from './pages/info/ContactPage';
import { PrivacyPage } from './pages/info/PrivacyPage';
import { SitemapPage } from './pages/info/SitemapPage';
import { TosPage } from './pages/info/TosPage';
import { NewsArticlePage } from './pages/news/NewsArticlePage';
import { NewsListPage } from './pages/news/NewsListPage';
import { UpdatesPage } from './pages/news/UpdatesPage';
import { GaragePage } from './pages/garage/GaragePage';
import { NotOpenPage } from './pages/play/NotOpenPage';
import { RacePage } from './pages/play/RacePage';
import { StickerCustomizerPage } from './pages/garage/loot/StickerCustomizerPage';
import { ShopPage } from './pages/shop/ShopPage';
import { SupportPage } from './pages/support/SupportPage';

// The operators' page carries the realtime client (partysocket), which only race pages need
// otherwise: it loads as its own chunk so no one else downloads it.
const LiveRacesPage = lazy(() =>
  import('./pages/admin/LiveRacesPage').then((module) => ({ default: module.LiveRacesPage })),
);

/** Later features: path → the name the "not open yet" page uses. */
export const NOT_OPEN_ROUTES: readonly [path: string, feature: string][] = [
  ['/profile', 'My Settings'],
  ['/stats', 'My Stats'],
  ['/racer/:username', 'Public racer profiles'],
  ['/teachers', 'The Teacher Portal'],
  ['/season', 'Seasons'],
  ['/events', 'Events'],
  ['/friends', 'Friends'],
  ['/leagues', 'Leagues'],
  ['/class', 'Classes'],
  ['/team', 'Teams'],
  ['/team/:tag', 'Teams'],
  ['/achievements', 'Achievements'],
  ['/achievements/:group', 'Achievements'],
  ['/store/gold', 'Nitro Gold'],
  ['/store/success', 'The store'],
];

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/garage" component={GaragePage} />
      <Route path="/garage/customizer/stickers" component={StickerCustomizerPage} />
      <Route path="/shop">{() => <ShopPage />}</Route>
      <Route path="/race">{() => <RacePage />}</Route>
      <Route path="/play">{() => <RacePage />}</Route>
      <Route path="/race/:username">{(params) => <RacePage friend={params.username} />}</Route>
      <Route path="/play/:username">{(params) => <RacePage friend={params.username} />}</Route>
      <Route path="/support" component={SupportPage} />
      <Route path="/support/sitemap" component={SitemapPage} />
      <Route path="/support/tos" component={TosPage} />
      <Route path="/support/privacy" component={PrivacyPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/news" component={NewsListPage} />
      <Route path="/news/:id">
        {(params) => <NewsArticlePage key={params.id} id={params.id} />}
      </Route>
      <Route path="/updates" component={UpdatesPage} />
      <Route path="/admin/races">
        {() => (
          <Suspense fallback={<Loading label="Opening the race desk…" />}>
            <LiveRacesPage />
          </Suspense>
        )}
      </Route>
      {NOT_OPEN_ROUTES.map(([path, feature]) => (
        <Route key={path} path={path}>
          {() => <NotOpenPage feature={feature} />}
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
