// /news/:id: one article (GET /news/:id, by id or slug).
import { contentEndpoints } from '../../../domain/contracts/contentEndpoints';
import { PATHS } from '../../../domain/nav/routes';
import { AdColumn } from '../../ads/AdColumn';
import adStyles from '../../ads/Ads.module.css';
import { AdSlot } from '../../ads/AdSlot';
import { ButtonLink } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { LoadError, Loading } from '../../components/Status';
import { ArticleBody } from '../../content/ArticleBody';
import { useApiGet } from '../../hooks/useApiGet';
import { ArticleMeta } from './ArticleMeta';
import styles from './News.module.css';

export function NewsArticlePage({ id }: { id: string }) {
  const [article, reload] = useApiGet(contentEndpoints.newsItem, { params: { id } });

  if (article.status === 'loading') {
    return (
      <Page title="News" reading>
        <Loading label="Loading the article…" />
      </Page>
    );
  }
  if (article.status === 'failed') {
    const missing = article.httpStatus === 404;
    return (
      <Page title={missing ? 'Article not found' : 'News'} reading>
        <Panel>
          <LoadError
            message={missing ? 'That news article does not exist.' : article.message}
            onRetry={missing ? undefined : reload}
          />
          <div className={styles.back}>
            <ButtonLink href={PATHS.news} variant="ghost">
              All News
            </ButtonLink>
          </div>
        </Panel>
      </Page>
    );
  }

  const item = article.data.news;
  return (
    <AdColumn slots={['news']}>
      <Page title={item.title} subtitle={<ArticleMeta item={item} />} reading>
        <Panel>
          <p className={styles.standfirst}>{item.summary}</p>
          <ArticleBody body={item.body} />
        </Panel>
        <div className={styles.back}>
          <ButtonLink href={PATHS.news} variant="ghost">
            ← All News
          </ButtonLink>
        </div>
        <AdSlot slots={['square']} className={adStyles.inline} />
      </Page>
    </AdColumn>
  );
}
