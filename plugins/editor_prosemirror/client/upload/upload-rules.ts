/**
 * The site's upload rules as `/siteinfo` shows them (`site_write`), checked before a file is
 * sent so the user hears at once what the server would refuse. The server checks again, and
 * also the pixel count, which the browser cannot know without decoding the picture.
 */

export type UploadKind = 'image' | 'attachment';

/** `source` of `POST /answer/api/v1/file` for each kind. */
export const UPLOAD_SOURCE: Record<UploadKind, string> = { image: 'post', attachment: 'post_attachment' };

export interface UploadLimits {
  /** Bytes. */
  maxImageSize: number;
  maxAttachmentSize: number;
  imageExtensions: string[];
  attachmentExtensions: string[];
}

const MEGABYTE = 1024 * 1024;

function extensions(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.map((item) => String(item).trim().toLowerCase().replace(/^\./, '')).filter(Boolean);
}

function megabytes(value: unknown): number | null {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number) && number > 0 ? number * MEGABYTE : null;
}

/** The limits from `site.info.site_write`, or null when the site did not say (the server decides alone). */
export function uploadLimits(siteWrite: unknown): UploadLimits | null {
  if (typeof siteWrite !== 'object' || siteWrite === null) return null;
  const write = siteWrite as Record<string, unknown>;
  const imageExtensions = extensions(write.authorized_image_extensions);
  const attachmentExtensions = extensions(write.authorized_attachment_extensions);
  const maxImageSize = megabytes(write.max_image_size);
  const maxAttachmentSize = megabytes(write.max_attachment_size);
  if (!imageExtensions || !attachmentExtensions || maxImageSize === null || maxAttachmentSize === null) return null;
  return { maxImageSize, maxAttachmentSize, imageExtensions, attachmentExtensions };
}

/** `Photo.JPG` → `jpg`; '' without an extension. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match ? match[1].toLowerCase() : '';
}

/**
 * A pasted or dropped file goes up as an image when the site takes its extension as one (or,
 * without limits, when the browser says it is a picture); anything else as an attachment.
 */
export function uploadKindOf(file: { name: string; type: string }, limits: UploadLimits | null): UploadKind {
  if (!limits) return file.type.startsWith('image/') ? 'image' : 'attachment';
  return limits.imageExtensions.includes(extensionOf(file.name)) ? 'image' : 'attachment';
}

/** Whether the toolbar offers attachments: not when the site allows no attachment type. */
export function acceptsAttachments(limits: UploadLimits | null): boolean {
  return !limits || limits.attachmentExtensions.length > 0;
}

/** The file chooser's `accept`, from the allowed extensions. */
export function acceptAttribute(kind: UploadKind, limits: UploadLimits | null): string | undefined {
  if (!limits) return kind === 'image' ? 'image/*' : undefined;
  const list = kind === 'image' ? limits.imageExtensions : limits.attachmentExtensions;
  return list.map((extension) => `.${extension}`).join(',') || undefined;
}

/** A refusal: a key of the plugin's `upload` messages and its placeholders. */
export interface UploadProblem {
  key: string;
  vars: Record<string, string | number>;
}

const sizeInMegabytes = (bytes: number) => Math.round((bytes / MEGABYTE) * 100) / 100;

/** What the server would refuse about this file, judged by name and size; null when it may go. */
export function checkUpload(file: { name: string; size: number }, kind: UploadKind, limits: UploadLimits | null): UploadProblem | null {
  if (file.size === 0) return { key: 'upload.empty', vars: { name: file.name } };
  if (!limits) return null;
  const allowed = kind === 'image' ? limits.imageExtensions : limits.attachmentExtensions;
  if (allowed.length === 0) return { key: kind === 'image' ? 'upload.images_disabled' : 'upload.attachments_disabled', vars: { name: file.name } };
  if (!allowed.includes(extensionOf(file.name))) {
    return { key: 'upload.type_not_allowed', vars: { name: file.name, extensions: allowed.join(', ') } };
  }
  const max = kind === 'image' ? limits.maxImageSize : limits.maxAttachmentSize;
  if (file.size > max) return { key: 'upload.too_large', vars: { name: file.name, size: sizeInMegabytes(max) } };
  return null;
}
