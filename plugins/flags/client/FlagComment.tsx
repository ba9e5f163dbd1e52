/** Flag on a comment, when the server offers `report` to the viewer. */
import { FlagButton } from './FlagButton';
import { offersFlag } from './flag-rules';
import type { CommentActionProps } from './points';

export function FlagComment({ comment }: CommentActionProps) {
  if (!offersFlag(comment.member_actions)) return null;
  return <FlagButton objectId={comment.comment_id} objectType="comment" />;
}
