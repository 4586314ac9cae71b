import type { NewsItem } from '../../../domain/contracts/support';
import { isoDate, longDate } from '../../content/dates';
import styles from './News.module.css';

export function ArticleMeta({ item }: { item: Pick<NewsItem, 'createdStamp' | 'author'> }) {
  return (
    <span className={styles.meta}>
      <time dateTime={isoDate(item.createdStamp)}>{longDate(item.createdStamp)}</time>
      {item.author && <span> · {item.author}</span>}
    </span>
  );
}
