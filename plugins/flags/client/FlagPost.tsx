/** Flag on a question or an answer, when the server offers `report` to the viewer. */
import { FlagButton } from './FlagButton';
import { offersFlag } from './flag-rules';
import type { PostProps } from './points';

const POST_DELETED = 10;

export function FlagPost({ objectType, objectId, status, memberActions }: PostProps) {
  if (status === POST_DELETED || !offersFlag(memberActions)) return null;
  return <FlagButton objectId={objectId} objectType={objectType} />;
}
