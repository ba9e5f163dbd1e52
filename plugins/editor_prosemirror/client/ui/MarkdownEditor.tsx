/**
 * The post editor of the `content/editor` slot: Write and Preview tabs, the toolbar, the
 * ProseMirror text area (a labelled `textbox`), the link panel, uploads from the toolbar, paste
 * and drop, and the messages about them under the editor. Markdown in, Markdown out.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useKernel, useT, type EditorProps } from '@answer/sdk';
import type { Command } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { isInTable } from '../editing/commands';
import { linkAtSelection, removeLink, setLink } from '../editing/links';
import { sendUpload } from '../upload/send-upload';
import { transferredFiles, uploadFiles, type UploadServices } from '../upload/upload-flow';
import { acceptAttribute, acceptsAttachments, uploadLimits, type UploadKind } from '../upload/upload-rules';
import { LinkForm, type LinkDraft } from './LinkForm';
import { Preview } from './Preview';
import { Toolbar } from './Toolbar';
import { useProseMirror } from './use-prosemirror';
import 'prosemirror-view/style/prosemirror.css';
import './editor.css';

type Mode = 'write' | 'preview';
const MODES: Mode[] = ['write', 'preview'];

function withoutFirst(list: string[], name: string): string[] {
  const index = list.indexOf(name);
  return index < 0 ? list : [...list.slice(0, index), ...list.slice(index + 1)];
}

export const MarkdownEditor = observer(function MarkdownEditor({ value, onChange, placeholder, autoFocus, ariaLabel, ariaDescribedBy, invalid }: EditorProps) {
  const t = useT();
  const kernel = useKernel();
  const id = useId();
  const [mode, setMode] = useState<Mode>('write');
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState<string[]>([]);
  const [link, setLinkDraft] = useState<LinkDraft | null>(null);
  const previewCache = useRef<{ markdown: string; html: string } | null>(null);
  const toolbar = useRef<HTMLDivElement | null>(null);
  const fileInputs = useRef<Record<UploadKind, HTMLInputElement | null>>({ image: null, attachment: null });
  const viewRef = useRef<EditorView | null>(null);

  const limits = uploadLimits(kernel.site.info.site_write);

  const services = useRef<UploadServices | null>(null);
  services.current = {
    send: (file, name, kind) => sendUpload(kernel.http, file, name, kind),
    limits: () => uploadLimits(kernel.site.info.site_write),
    t,
    report: (message) => setProblems((list) => [...list, message]),
    progress: (name, delta) => setUploading((list) => (delta > 0 ? [...list, name] : withoutFirst(list, name))),
  };

  const openLink = useCallback(() => {
    const view = viewRef.current;
    if (!view) return;
    const { state } = view;
    const existing = linkAtSelection(state);
    const selected = state.doc.textBetween(state.selection.from, state.selection.to, ' ');
    setLinkDraft({
      href: existing?.href ?? '',
      text: existing ? state.doc.textBetween(existing.from, existing.to, ' ') : selected,
      askText: state.selection.empty && !existing,
      existing: existing !== null,
    });
  }, []);

  const focusToolbar = useCallback(() => {
    toolbar.current?.querySelector<HTMLElement>('[data-toolbar-item][tabindex="0"]')?.focus();
  }, []);

  const label = ariaLabel || placeholder || t('editor.label');
  const hintId = `${id}-hint`;
  const describedBy = ariaDescribedBy ? `${hintId} ${ariaDescribedBy}` : hintId;
  const editor = useProseMirror({
    value,
    onChange,
    placeholder: placeholder ?? '',
    label,
    describedBy,
    invalid: Boolean(invalid),
    autoFocus: Boolean(autoFocus),
    openLink,
    focusToolbar,
    onPaste: (view, event) => {
      const files = transferredFiles(event.clipboardData);
      if (files.length === 0 || !services.current) return false;
      void uploadFiles(view, files, null, null, services.current);
      return true;
    },
    onDrop: (view, event) => {
      const files = transferredFiles(event.dataTransfer);
      if (files.length === 0 || !services.current) return false;
      event.preventDefault();
      const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
      void uploadFiles(view, files, pos, null, services.current);
      return true;
    },
  });
  viewRef.current = editor.view;

  const focusEditor = useCallback(() => viewRef.current?.focus(), []);

  const runCommand = useCallback((command: Command) => {
    const view = viewRef.current;
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  }, []);

  const open = useCallback(
    (what: 'link' | 'image' | 'attachment') => {
      if (what === 'link') openLink();
      else fileInputs.current[what]?.click();
    },
    [openLink],
  );

  const closeLink = useCallback(() => {
    setLinkDraft(null);
    focusEditor();
  }, [focusEditor]);

  const chooseFiles = (kind: UploadKind, input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    // The same file may be chosen again later.
    input.value = '';
    const view = viewRef.current;
    if (!view || files.length === 0 || !services.current) return;
    setProblems([]);
    void uploadFiles(view, files, null, kind, services.current);
    view.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = MODES[(MODES.indexOf(mode) + step + MODES.length) % MODES.length];
    setMode(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  const onPreviewRendered = useCallback((markdown: string, html: string) => {
    previewCache.current = { markdown, html };
  }, []);

  const inTable = editor.state ? isInTable(editor.state) : false;
  const showAttachment = acceptsAttachments(limits);

  if (editor.unreadable) {
    return (
      <div className="pm-editor pm-fallback">
        <p className="small text-body-secondary px-2 pt-2 mb-1">{t('editor.unreadable')}</p>
        <textarea
          className="form-control font-monospace border-0"
          rows={12}
          value={value}
          placeholder={placeholder}
          aria-label={label}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  }

  return (
    <div className="pm-editor" data-testid="markdown-editor">
      <div className="pm-header">
        <div role="tablist" aria-label={t('editor.modes')} className="pm-tabs">
          {MODES.map((entry) => (
            <button
              key={entry}
              id={`${id}-tab-${entry}`}
              type="button"
              role="tab"
              className="pm-tab"
              aria-selected={mode === entry}
              aria-controls={`${id}-panel-${entry}`}
              tabIndex={mode === entry ? 0 : -1}
              onClick={() => setMode(entry)}
              onKeyDown={onTabKey}
            >
              {t(`editor.${entry}`)}
            </button>
          ))}
        </div>
        {mode === 'write' && editor.state ? (
          <Toolbar
            state={editor.state}
            inTable={inTable}
            showAttachment={showAttachment}
            onCommand={runCommand}
            onOpen={open}
            onLeave={focusEditor}
            toolbarRef={(element) => {
              toolbar.current = element;
            }}
          />
        ) : null}
      </div>
      {mode === 'write' && link ? (
        <LinkForm
          draft={link}
          onApply={(href, text) => {
            const view = viewRef.current;
            if (view) setLink(href, text)(view.state, view.dispatch);
            closeLink();
          }}
          onRemove={() => {
            const view = viewRef.current;
            if (view) removeLink(view.state, view.dispatch);
            closeLink();
          }}
          onCancel={closeLink}
        />
      ) : null}
      <div id={`${id}-panel-write`} role="tabpanel" aria-labelledby={`${id}-tab-write`} hidden={mode !== 'write'} className="pm-panel">
        <div ref={editor.host} className="pm-host" />
        <span id={hintId} className="visually-hidden">
          {t('editor.hint')}
        </span>
      </div>
      <div id={`${id}-panel-preview`} role="tabpanel" aria-labelledby={`${id}-tab-preview`} hidden={mode !== 'preview'} className="pm-panel pm-preview" tabIndex={0}>
        {mode === 'preview' ? <Preview markdown={value} cache={previewCache.current} onRendered={onPreviewRendered} /> : null}
      </div>
      {(['image', 'attachment'] as const).map((kind) => (
        <input
          key={kind}
          ref={(element) => {
            fileInputs.current[kind] = element;
          }}
          type="file"
          hidden
          multiple
          accept={acceptAttribute(kind, limits)}
          onChange={(event) => chooseFiles(kind, event.currentTarget)}
          data-testid={`editor-${kind}-input`}
        />
      ))}
      <div className="pm-status small text-body-secondary" role="status" aria-live="polite">
        {uploading.length > 0 ? t('upload.uploading', { name: uploading.join(', ') }) : null}
      </div>
      {problems.length > 0 ? (
        <div className="pm-problems" role="alert" data-testid="editor-problems">
          <ul className="list-unstyled mb-0">
            {problems.map((problem, index) => (
              <li key={index} className="text-danger small">
                {problem}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setProblems([])}>
            {t('upload.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
});

export default MarkdownEditor;
