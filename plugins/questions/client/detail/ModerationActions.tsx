import type { MemberAction } from '../question-api';
import { CloseQuestion } from './CloseQuestion';
import { ConfirmOperation, type ConfirmedAction } from './ConfirmOperation';

const CONFIRMED: readonly ConfirmedAction[] = ['reopen', 'pin', 'unpin', 'hide', 'show'];
const isConfirmed = (action: string): action is ConfirmedAction => (CONFIRMED as readonly string[]).includes(action);

/** The moderators' actions the server offers on this question, under the names it gives them. */
export function ModerationActions({ questionId, actions, onChanged }: { questionId: string; actions: MemberAction[]; onChanged: () => void }) {
  return (
    <>
      {actions.map((item) => {
        if (item.action === 'close') return <CloseQuestion key="close" questionId={questionId} label={item.name} onClosed={onChanged} />;
        if (isConfirmed(item.action)) return <ConfirmOperation key={item.action} questionId={questionId} action={item.action} label={item.name} onDone={onChanged} />;
        return null;
      })}
    </>
  );
}
