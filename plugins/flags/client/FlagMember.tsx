/**
 * Flag on a member's profile, for other logged-in members: the profile carries no action list, so
 * the server's refusal (rank, the member is gone) shows in the dialog.
 */
import { observer } from 'mobx-react-lite';
import { useKernel } from '@answer/sdk';
import { FlagButton } from './FlagButton';
import type { ProfileSectionProps } from './points';

export const FlagMember = observer(function FlagMember({ user, isOwner }: ProfileSectionProps) {
  const { session } = useKernel();
  if (isOwner || !session.isLoggedIn || user.status === 'deleted' || session.user?.id === user.id) return null;
  return <FlagButton objectId={user.id} objectType="user" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none d-block" />;
});
