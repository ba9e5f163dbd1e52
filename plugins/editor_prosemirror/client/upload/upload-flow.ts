/**
 * An upload from the toolbar, a paste or a drop: checked against the site's rules, shown as a
 * placeholder where it will land, sent, then inserted as `![name](url)` (images) or
 * `[name](url)` (attachments). Problems are reported, never thrown.
 */
import { TextSelection } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { insertFileLink, insertImage } from '../editing/links';
import { addUploadPlaceholder, findUploadPlaceholder, removeUploadPlaceholder } from '../editing/upload-placeholders';
import { uploadErrorMessage } from './send-upload';
import { checkUpload, uploadKindOf, type UploadKind, type UploadLimits } from './upload-rules';

export interface UploadServices {
  send(file: Blob, name: string, kind: UploadKind): Promise<string>;
  limits(): UploadLimits | null;
  t(key: string, vars?: Record<string, unknown>): string;
  /** A message to show under the editor. */
  report(message: string): void;
  /** An upload started (+1) or ended (-1), for the status line. */
  progress(name: string, delta: 1 | -1): void;
}

let nextUploadId = 0;

/** A name for the file: its own, or `image.png` for a pasted picture without one. */
export function fileName(file: { name?: string; type: string }): string {
  if (file.name) return file.name;
  const subtype = /^image\/([a-z0-9]+)/i.exec(file.type)?.[1]?.toLowerCase();
  return subtype ? `image.${subtype === 'jpeg' ? 'jpg' : subtype}` : 'file';
}

/** The files of a paste or drop, when it carries files and no text (text pastes stay text). */
export function transferredFiles(data: DataTransfer | null): File[] {
  if (!data || data.types.includes('text/plain')) return [];
  return Array.from(data.files ?? []);
}

/** A position where inline content can go, near `pos`. */
function inlinePosition(view: EditorView, pos: number): number {
  const $pos = view.state.doc.resolve(Math.min(Math.max(pos, 0), view.state.doc.content.size));
  return $pos.parent.inlineContent ? $pos.pos : TextSelection.near($pos).from;
}

async function uploadOne(view: EditorView, file: File, at: number, kind: UploadKind, services: UploadServices): Promise<void> {
  const name = fileName(file);
  const id = `upload-${++nextUploadId}`;
  view.dispatch(addUploadPlaceholder(view.state.tr, id, inlinePosition(view, at), services.t('upload.uploading', { name })));
  services.progress(name, 1);
  try {
    const url = await services.send(file, name, kind);
    if (view.isDestroyed) return;
    const pos = findUploadPlaceholder(view.state, id);
    view.dispatch(removeUploadPlaceholder(view.state.tr, id));
    // The text around the placeholder was deleted meanwhile: the file goes where the cursor is.
    const target = pos ?? view.state.selection.from;
    const insert = kind === 'image' ? insertImage(url, name, target) : insertFileLink(url, name, target);
    if (!insert(view.state, view.dispatch)) insertFileLink(url, name)(view.state, view.dispatch);
  } catch (error) {
    if (!view.isDestroyed) view.dispatch(removeUploadPlaceholder(view.state.tr, id));
    services.report(services.t('upload.failed', { name, message: uploadErrorMessage(error) }));
  } finally {
    services.progress(name, -1);
  }
}

/**
 * Uploads `files` to `pos` (the cursor, replacing a selection, when null). `kind` forces images or
 * attachments (the toolbar buttons); otherwise each file's extension decides.
 */
export function uploadFiles(view: EditorView, files: File[], pos: number | null, kind: UploadKind | null, services: UploadServices): Promise<void> {
  if (pos === null && !view.state.selection.empty) view.dispatch(view.state.tr.deleteSelection());
  const at = pos ?? view.state.selection.from;
  const limits = services.limits();
  const uploads: Promise<void>[] = [];
  for (const file of files) {
    const fileKind = kind ?? uploadKindOf(file, limits);
    const problem = checkUpload({ name: fileName(file), size: file.size }, fileKind, limits);
    if (problem) {
      services.report(services.t(problem.key, problem.vars));
      continue;
    }
    uploads.push(uploadOne(view, file, at, fileKind, services));
  }
  return Promise.all(uploads).then(() => undefined);
}
