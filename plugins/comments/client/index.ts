import { definePlugin } from '@answer/sdk';
import enUS from '../i18n/en_US.json';
import { LazyComments } from './LazyComments';
import { postFooterPoint } from './points';

export default definePlugin({
  id: 'comments',
  locales: { en_US: enUS.ui },
  contributions: [postFooterPoint.contribute('comments', { component: LazyComments, order: 20 })],
});
