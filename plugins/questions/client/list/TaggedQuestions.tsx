/** A tag's questions on its page (the tags plugin's `tags/detail/section`): order and page from the address. */
import { useSearchParams } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { TAG_LIST_ORDERS } from '../api';
import { pageParam } from '../format';
import type { TagSectionProps } from '../points';
import { orderParam, QuestionListBody } from './QuestionListBody';

export function TaggedQuestions({ tag }: TagSectionProps) {
  const t = useT();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const order = orderParam(params.get('order'), TAG_LIST_ORDERS);
  const header = (count: number | null) => (
    <h2 className="h5 mb-2" data-testid="tag-question-count">
      {count === null ? t('tag_list.questions_heading') : t('list.count', { count })}
    </h2>
  );
  return (
    <section className="tagged-questions" aria-label={t('tag_list.section_label', { tag: tag.display_name || tag.slug_name })}>
      <QuestionListBody tag={tag.slug_name} order={order} page={page} orders={TAG_LIST_ORDERS} header={header} />
    </section>
  );
}
