/**
 * Posts on a page: the editor slot and rendered HTML with the render decorators applied. A page
 * uses these instead of picking providers itself, so a second editor or renderer plugin takes
 * over everywhere at once.
 */
import { useEffect, useRef } from 'react';
import { editorPoint, renderPoint, type EditorProps } from './points';
import { PluginScope, useExtensions } from './react';

/** The active editor (a plain textarea when no editor plugin is active). */
export function PostEditor(props: EditorProps) {
  const [editor] = useExtensions(editorPoint);
  if (!editor) return null;
  const Editor = editor.value;
  return (
    <PluginScope pluginId={editor.pluginId}>
      <Editor {...props} />
    </PluginScope>
  );
}

export interface RenderedHtmlProps {
  /** HTML the server rendered and sanitised (`parsed_text`, `/post/render`). */
  html: string;
  className?: string;
}

/** Server-sanitised post HTML with every render decorator (highlighting, embeds) applied in order. */
export function RenderedHtml({ html, className }: RenderedHtmlProps) {
  const decorators = useExtensions(renderPoint);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    element.innerHTML = html;
    const cleanups: (() => void)[] = [];
    for (const decorator of decorators) {
      try {
        const cleanup = decorator.value.decorate(element);
        if (typeof cleanup === 'function') cleanups.push(cleanup);
      } catch (error) {
        // one broken decorator leaves the post readable
        console.error(`[plugin ${decorator.pluginId}] render decorator failed`, error);
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [html, decorators]);
  return <div ref={root} className={className ?? 'fmt'} />;
}
