import { Slot, useT } from '@answer/sdk';
import { questionSectionPoint, type QuestionSectionProps } from '../points';

/** What other plugins show under the question (answers first); the answer count when none does. */
export function QuestionSections(props: QuestionSectionProps) {
  const t = useT();
  const fallback = (
    <h2 className="h5 mt-4 pt-3 border-top" data-testid="answer-count">
      {t('detail.answer_count', { count: props.question.answer_count })}
    </h2>
  );
  return <Slot point={questionSectionPoint} props={props} fallback={fallback} />;
}
