import { definePlugin } from '@answer/sdk';
import enUS from '../i18n/en_US.json';
import { postSidePoint } from './points';
import { VoteControl } from './VoteControl';

export default definePlugin({
  id: 'votes',
  locales: { en_US: enUS.ui },
  contributions: [postSidePoint.contribute('votes', { component: VoteControl, order: 10 })],
});
