/**
 * A ProseMirror view bound to a controlled Markdown value: edits are serialized and handed to
 * `onChange`; a new `value` from outside (a restored draft, a reset form) replaces the document.
 * The value the editor itself produced is never parsed again, so typing keeps the cursor.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { EditorView } from 'prosemirror-view';
import type { EditorState } from 'prosemirror-state';
import { serializeMarkdown } from '../markdown/markdown-serializer';
import { createEditorState, editorPlugins } from '../editing/editor-state';
import type { KeymapActions } from '../editing/keymap';

export interface ProseMirrorOptions extends KeymapActions {
  value: string;
  onChange: (markdown: string) => void;
  placeholder: string;
  /** The text box's accessible name. */
  label: string;
  describedBy: string;
  invalid: boolean;
  autoFocus: boolean;
  onPaste: (view: EditorView, event: ClipboardEvent) => boolean;
  onDrop: (view: EditorView, event: DragEvent) => boolean;
}

export interface ProseMirrorBinding {
  /** The element the editable area goes in. */
  host: RefObject<HTMLDivElement | null>;
  view: EditorView | null;
  state: EditorState | null;
  /** The Markdown could not be read into a document; show it as plain text instead. */
  unreadable: boolean;
}

export function useProseMirror(options: ProseMirrorOptions): ProseMirrorBinding {
  const latest = useRef(options);
  latest.current = options;
  const emitted = useRef(options.value);
  const [view, setView] = useState<EditorView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  const host = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const plugins = editorPlugins({
      placeholder: () => latest.current.placeholder,
      openLink: () => latest.current.openLink(),
      focusToolbar: () => latest.current.focusToolbar(),
    });
    let initial: EditorState;
    try {
      initial = createEditorState(latest.current.value, plugins);
    } catch {
      setUnreadable(true);
      return undefined;
    }
    emitted.current = latest.current.value;
    const editor: EditorView = new EditorView(element, {
      state: initial,
      attributes: () => ({
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': latest.current.label,
        'aria-describedby': latest.current.describedBy,
        ...(latest.current.invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'pm-content',
        'data-testid': 'editor-content',
      }),
      dispatchTransaction(tr) {
        const next = editor.state.apply(tr);
        editor.updateState(next);
        setState(next);
        if (tr.docChanged) {
          const markdown = serializeMarkdown(next.doc);
          emitted.current = markdown;
          latest.current.onChange(markdown);
        }
      },
      handlePaste: (target, event) => latest.current.onPaste(target, event),
      handleDrop: (target, event) => latest.current.onDrop(target, event as DragEvent),
    });
    setView(editor);
    setState(editor.state);
    if (latest.current.autoFocus) editor.focus();
    return () => {
      editor.destroy();
      setView(null);
    };
  }, []);

  // A value that did not come from this editor replaces the document (and its undo history).
  useEffect(() => {
    if (!view || options.value === emitted.current) return;
    try {
      const replaced = createEditorState(options.value, view.state.plugins);
      emitted.current = options.value;
      view.updateState(replaced);
      setState(replaced);
    } catch {
      setUnreadable(true);
    }
  }, [view, options.value]);

  // New strings (placeholder, language) reach the view's attributes and decorations.
  useEffect(() => {
    view?.setProps({});
  }, [view, options.placeholder, options.label, options.describedBy, options.invalid]);

  return { host, view, state, unreadable };
}
