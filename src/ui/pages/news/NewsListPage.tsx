// /news: the latest articles, newest first (GET /news).
import { useEffect } from 'react';
import { Link } from 'wouter';

import { contentEndpoints } from '../../../domain/contracts/contentEndpoints';
import type { NewsItem } from '../../../domain/contracts/support';
import { AdColumn } from '../../ads/AdColumn';
import adStyles from '../../ads/Ads.module.css';
import { AdSlot } from '../../ads/AdSlot';
import { Page } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { getSession, useSession } from '../../stores/sessionStore';
import { ArticleMeta } from './ArticleMeta';
import styles from './News.module.css';

export const NEWS_PAGE_SIZE = 20;

export function articlePath(item: Pick<NewsItem, 'id' | 'slug'>): string {
  return `/news/${encodeURIComponent(item.slug || String(item.id))}`;
}

/** Opening the news page clears the News badge (SPEC §2: the badge is for unvisited news). */
function useMarkNewsVisited() {
  const needsMark = useSession((state) => state.user.loggedIn && !state.user.visitedNews);
  useEffect(() => {
    if (!needsMark) return;
    const { user, refreshUser } = getSession();
    refreshUser({ ...user, visitedNews: true });
  }, [needsMark]);
}

export function NewsListPage() {
  const [news, reload] = useApiGet(contentEndpoints.news, { query: { limit: NEWS_PAGE_SIZE } });
  useMarkNewsVisited();

  return (
    <AdColumn slots={['news']}>
      <Page title="News" subtitle="What’s happening on and off the track.">
        {news.status === 'loading' && <Loading label="Loading the news…" />}
        {news.status === 'failed' && <LoadError message={news.message} onRetry={reload} />}
        {news.status === 'ready' && news.data.news.length === 0 && (
          <Empty title="No news yet">Check back soon for announcements from the team.</Empty>
        )}
        {news.status === 'ready' && news.data.news.length > 0 && (
          <ul className={styles.list}>
            {news.data.news.map((item, index) => (
              <li key={item.id} className={[styles.item, index === 0 ? styles.lead : ''].join(' ')}>
                <article>
                  <ArticleMeta item={item} />
                  <h2 className={styles.itemTitle}>
                    <Link href={articlePath(item)} className={styles.itemLink}>
                      {item.title}
                    </Link>
                  </h2>
                  <p className={styles.summary}>{item.summary}</p>
                  <span className={styles.more} aria-hidden="true">
                    Read more →
                  </span>
                </article>
              </li>
            ))}
          </ul>
        )}
        <AdSlot slots={['square']} className={adStyles.inline} />
      </Page>
    </AdColumn>
  );
}
