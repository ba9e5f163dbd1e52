/** The post-action buttons, loaded together the first time a post shows them. */
export { FollowButton } from './FollowButton';
export { ShareMenu } from './ShareMenu';
