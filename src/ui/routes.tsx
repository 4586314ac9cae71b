// Every route of SPEC §2; anything else is the 404 page.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';

import { Loading } from './components/Status';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { RacePage } from './pages/play/RacePage';

/**
 * A page that loads as its own chunk when first opened: the main bundle holds the shell and the
 * race page (the first thing a guest does); each other page, the home page included, is
 * downloaded when it is visited, so no page carries the others.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((component) => ({ default: component })));
}

const HomePage = lazyPage(() => import('./pages/HomePage').then((m) => m.HomePage));
const LoginPage = lazyPage(() => import('./pages/LoginPage').then((m) => m.LoginPage));
const SsoReturnPage = lazyPage(() => import('./pages/SsoReturnPage').then((m) => m.SsoReturnPage));
const GaragePage = lazyPage(() => import('./pages/garage/GaragePage').then((m) => m.GaragePage));
const StickerCustomizerPage = lazyPage(() =>
  import('./pages/garage/loot/StickerCustomizerPage').then((m) => m.StickerCustomizerPage),
);
const ShopPage = lazyPage(() => import('./pages/shop/ShopPage').then((m) => m.ShopPage));
const SupportPage = lazyPage(() =>
  import('./pages/support/SupportPage').then((m) => m.SupportPage),
);
const SitemapPage = lazyPage(() => import('./pages/info/SitemapPage').then((m) => m.SitemapPage));
const TosPage = lazyPage(() => import('./pages/info/TosPage').then((m) => m.TosPage));
const PrivacyPage = lazyPage(() => import('./pages/info/PrivacyPage').then((m) => m.PrivacyPage));
const AboutPage = lazyPage(() => import('./pages/info/AboutPage').then((m) => m.AboutPage));
const ContactPage = lazyPage(() => import('./pages/info/ContactPage').then((m) => m.ContactPage));
const NewsListPage = lazyPage(() =>
  import('./pages/news/NewsListPage').then((m) => m.NewsListPage),
);
const NewsArticlePage = lazyPage(() =>
  import('./pages/news/NewsArticlePage').then((m) => m.NewsArticlePage),
);
const UpdatesPage = lazyPage(() => import('./pages/news/UpdatesPage').then((m) => m.UpdatesPage));
const AchievementsPage = lazyPage(() =>
  import('./pages/achievements/AchievementsPage').then((m) => m.AchievementsPage),
);
const StatsPage = lazyPage(() => import('./pages/stats/StatsPage').then((m) => m.StatsPage));
const SavedRacePage = lazyPage(() =>
  import('./pages/stats/SavedRacePage').then((m) => m.SavedRacePage),
);
const LeaderboardsPage = lazyPage(() =>
  import('./pages/stats/LeaderboardsPage').then((m) => m.LeaderboardsPage),
);
const RacerProfilePage = lazyPage(() =>
  import('./pages/stats/RacerProfilePage').then((m) => m.RacerProfilePage),
);
const TeamPage = lazyPage(() => import('./pages/team/TeamPage').then((m) => m.TeamPage));
const PublicTeamPage = lazyPage(() =>
  import('./pages/team/PublicTeamPage').then((m) => m.PublicTeamPage),
);
const FriendsPage = lazyPage(() =>
  import('./pages/friends/FriendsPage').then((m) => m.FriendsPage),
);
// The operators' page carries the realtime client (partysocket), which only race pages need
// otherwise.
const LiveRacesPage = lazyPage(() =>
  import('./pages/admin/LiveRacesPage').then((m) => m.LiveRacesPage),
);

const EventsPage = lazyPage(() => import('./pages/events/EventsPage').then((m) => m.EventsPage));

const LeaguesPage = lazyPage(() =>
  import('./pages/leagues/LeaguesPage').then((m) => m.LeaguesPage),
);
const ProfilePage = lazyPage(() =>
  import('./pages/profile/ProfilePage').then((m) => m.ProfilePage),
);
const GoldStorePage = lazyPage(() =>
  import('./pages/store/GoldStorePage').then((m) => m.GoldStorePage),
);
const StoreSuccessPage = lazyPage(() =>
  import('./pages/store/StoreSuccessPage').then((m) => m.StoreSuccessPage),
);
const SeasonPage = lazyPage(() => import('./pages/season/SeasonPage').then((m) => m.SeasonPage));

const ClassPage = lazyPage(() => import('./pages/classes/ClassPage').then((m) => m.ClassPage));
const ClassJoinPage = lazyPage(() =>
  import('./pages/classes/ClassJoinPage').then((m) => m.ClassJoinPage),
);
const TeachersPage = lazyPage(() =>
  import('./pages/classes/TeachersPage').then((m) => m.TeachersPage),
);

const ReportsPage = lazyPage(() => import('./pages/admin/ReportsPage').then((m) => m.ReportsPage));

/** A path segment as typed (`/racer/speedy%20sam` is the racer "speedy sam"). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading label="Loading…" />}>
      <RouteSwitch />
    </Suspense>
  );
}

function RouteSwitch() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/login/sso/:provider" component={SsoReturnPage} />
      <Route path="/profile" component={ProfilePage} />
      <Route path="/garage" component={GaragePage} />
      <Route path="/garage/customizer/stickers" component={StickerCustomizerPage} />
      <Route path="/shop">{() => <ShopPage />}</Route>
      <Route path="/store/gold" component={GoldStorePage} />
      <Route path="/store/success" component={StoreSuccessPage} />
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
      <Route path="/season" component={SeasonPage} />
      <Route path="/achievements">{() => <AchievementsPage />}</Route>
      <Route path="/achievements/:group">
        {(params) => <AchievementsPage key={params.group} slug={params.group} />}
      </Route>
      <Route path="/stats" component={StatsPage} />
      <Route path="/team">{() => <TeamPage />}</Route>
      <Route path="/team/:tag">
        {(params) => <PublicTeamPage key={params.tag} tag={decodeSegment(params.tag)} />}
      </Route>
      <Route path="/stats/race/:id">
        {(params) => <SavedRacePage key={params.id} id={params.id} />}
      </Route>
      <Route path="/leaderboards" component={LeaderboardsPage} />
      <Route path="/racer/:username">
        {(params) => {
          const username = decodeSegment(params.username);
          return <RacerProfilePage key={username} username={username} />;
        }}
      </Route>
      <Route path="/friends">{() => <FriendsPage />}</Route>
      <Route path="/events" component={EventsPage} />
      <Route path="/leagues">{() => <LeaguesPage />}</Route>
      <Route path="/admin/races">{() => <LiveRacesPage />}</Route>
      <Route path="/class">{() => <ClassPage />}</Route>
      <Route path="/class/join/:code">
        {(params) => <ClassJoinPage key={params.code} code={decodeSegment(params.code)} />}
      </Route>
      <Route path="/teachers">{() => <TeachersPage />}</Route>
      <Route path="/admin/reports">{() => <ReportsPage />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
