import { articleBlocks } from './articleBlocks';
import styles from './ArticleBody.module.css';

export function ArticleBody({ body }: { body: string }) {
  return (
    <div className={styles.body}>
      {articleBlocks(body).map((block, index) => {
        if (block.kind === 'heading') return <h3 key={index}>{block.text}</h3>;
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
