import { definePlugin } from '@answer/sdk';
import enUS from '../i18n/en_US.json';
import { FollowButton } from './FollowButton';
import { postActionsPoint } from './points';
import { ShareMenu } from './ShareMenu';

export default definePlugin({
  id: 'follows',
  locales: { en_US: enUS.ui },
  contributions: [
    postActionsPoint.contribute('share', { component: ShareMenu, order: 10 }),
    postActionsPoint.contribute('follow', { component: FollowButton, order: 20 }),
  ],
});
