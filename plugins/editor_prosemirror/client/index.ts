import { definePlugin, editorPoint } from '@answer/sdk';
import { LazyMarkdownEditor } from './LazyMarkdownEditor';

export const PLUGIN_ID = 'editor_prosemirror';

/** The post editor: one contribution to the single editor slot (the kernel's text area when this is off). */
export default definePlugin({
  id: PLUGIN_ID,
  contributions: [editorPoint.contribute('prosemirror', LazyMarkdownEditor)],
});
