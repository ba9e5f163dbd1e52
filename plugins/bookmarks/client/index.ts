import { definePlugin } from '@answer/sdk';
import enUS from '../i18n/en_US.json';
import { BookmarkButton } from './BookmarkButton';
import { postSidePoint } from './points';

export default definePlugin({
  id: 'bookmarks',
  locales: { en_US: enUS.ui },
  // after the vote control
  contributions: [postSidePoint.contribute('bookmark', { component: BookmarkButton, order: 20 })],
});
