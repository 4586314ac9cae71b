// /updates: release notes, newest first (GET /updates).
import { contentEndpoints } from '../../../domain/contracts/contentEndpoints';
import { Page } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { ArticleBody } from '../../content/ArticleBody';
import { isoDate, longDate } from '../../content/dates';
import { useApiGet } from '../../hooks/useApiGet';
import styles from './News.module.css';

export function UpdatesPage() {
  const [updates, reload] = useApiGet(contentEndpoints.updates);
  return (
    <Page title="Updates" subtitle="Every change to the game, release by release.">
      {updates.status === 'loading' && <Loading label="Loading the release notes…" />}
      {updates.status === 'failed' && <LoadError message={updates.message} onRetry={reload} />}
      {updates.status === 'ready' && updates.data.updates.length === 0 && (
        <Empty title="No updates yet">Release notes will appear here.</Empty>
      )}
      {updates.status === 'ready' && updates.data.updates.length > 0 && (
        <ol className={styles.timeline}>
          {updates.data.updates.map((update) => (
            <li key={update.id} className={styles.release}>
              <article aria-labelledby={`update-${update.id}`}>
                <div className={styles.releaseHead}>
                  <span className={styles.version}>v{update.version}</span>
                  <time className={styles.meta} dateTime={isoDate(update.createdStamp)}>
                    {longDate(update.createdStamp)}
                  </time>
                </div>
                <h2 id={`update-${update.id}`} className={styles.releaseTitle}>
                  {update.title}
                </h2>
                <ArticleBody body={update.body} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}
