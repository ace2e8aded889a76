import styles from '@/components/blog/article-body.module.css';
import { BlockSection, type BlockProps, container } from './parts';

/** Rich text (sanitized like an article when saved), in the articles' typography. */
export function RichTextBlock({ block, design, id }: BlockProps<'rich_text'>) {
  return (
    <BlockSection id={id} labelled={false} className="">
      <div className={container(design, 'max-w-3xl')}>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: block.html }} />
      </div>
    </BlockSection>
  );
}
