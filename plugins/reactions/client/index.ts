import { definePlugin } from '@answer/sdk';
import enUS from '../i18n/en_US.json';
import { postFooterPoint } from './points';
import { ReactionBar } from './ReactionBar';

export default definePlugin({
  id: 'reactions',
  locales: { en_US: enUS.ui },
  contributions: [postFooterPoint.contribute('reactions', { component: ReactionBar, order: 10 })],
});
