import { definePlugin } from '@answer/sdk';
import enUS from '../i18n/en_US.json';
import { InvitePanel } from './InvitePanel';
import { questionSectionPoint } from './points';

export default definePlugin({
  id: 'invites',
  locales: { en_US: enUS.ui },
  // before the answers (order 10)
  contributions: [questionSectionPoint.contribute('invite', { component: InvitePanel, order: 5 })],
});
