/**
 * What `POST /file` accepts for each `source`, from the admin's write settings (site_info `write`),
 * and how a stored upload is served. Pure: the route reads the settings and the bytes.
 */
import { imageSize } from 'image-size';
import { binaryHasMarkup, svgIsActive } from './active-content';
import { imageIntact } from './image-structure';

export const UPLOAD_SOURCES = ['post', 'avatar', 'branding', 'post_attachment'] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

/** The `write` settings the limits come from (sizes in MB). */
export interface WriteLimits {
  max_image_size: number;
  max_attachment_size: number;
  max_image_megapixel: number;
  authorized_image_extensions: string[];
  authorized_attachment_extensions: string[];
}

export interface SourceRule {
  extensions: string[];
  maxBytes: number;
  /** Images are sniffed and their pixel count checked; attachments are served as downloads. */
  image: boolean;
  adminOnly: boolean;
}

/** A refused upload: an i18n key of the host's `error.file.*` and its placeholders. */
export interface UploadProblem {
  key: string;
  vars?: Record<string, unknown>;
}

/** Avatars and branding have fixed formats (Answer's), whatever posts allow. */
const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];
const BRANDING_EXTENSIONS = ['jpg', 'jpeg', 'png', 'ico'];

const MEGABYTE = 1024 * 1024;

export const isUploadSource = (value: string): value is UploadSource => (UPLOAD_SOURCES as readonly string[]).includes(value);

function extensionList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => String(item).trim().toLowerCase().replace(/^\./, '')).filter(Boolean);
}

const positive = (value: unknown, fallback: number): number => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/** The settings as stored, with the defaults of a fresh site for anything unusable. */
export function writeLimits(stored: Record<string, unknown>): WriteLimits {
  return {
    max_image_size: positive(stored.max_image_size, 4),
    max_attachment_size: positive(stored.max_attachment_size, 8),
    max_image_megapixel: positive(stored.max_image_megapixel, 40),
    authorized_image_extensions: extensionList(stored.authorized_image_extensions),
    authorized_attachment_extensions: extensionList(stored.authorized_attachment_extensions),
  };
}

export function ruleFor(source: UploadSource, limits: WriteLimits): SourceRule {
  const imageBytes = limits.max_image_size * MEGABYTE;
  switch (source) {
    case 'avatar':
      return { extensions: AVATAR_EXTENSIONS, maxBytes: imageBytes, image: true, adminOnly: false };
    case 'branding':
      return { extensions: BRANDING_EXTENSIONS, maxBytes: imageBytes, image: true, adminOnly: true };
    case 'post_attachment':
      return { extensions: limits.authorized_attachment_extensions, maxBytes: limits.max_attachment_size * MEGABYTE, image: false, adminOnly: false };
    default:
      return { extensions: limits.authorized_image_extensions, maxBytes: imageBytes, image: true, adminOnly: false };
  }
}

/** The most any source accepts: the ceiling for reading a request before its source is known. */
export function largestUpload(limits: WriteLimits): number {
  return Math.max(limits.max_image_size, limits.max_attachment_size) * MEGABYTE;
}

/** `photo.JPG` → `jpg`; '' when the name has no usable extension. */
export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(filename.trim());
  return match ? match[1].toLowerCase() : '';
}

export function checkExtension(rule: SourceRule, extension: string): UploadProblem | null {
  if (rule.extensions.length === 0) return { key: 'error.file.uploads_disabled' };
  if (!extension || !rule.extensions.includes(extension)) {
    return { key: 'error.file.type_not_allowed', vars: { extensions: rule.extensions.join(', ') } };
  }
  return null;
}

export function checkSize(rule: SourceRule, bytes: number): UploadProblem | null {
  if (bytes === 0) return { key: 'error.file.empty' };
  if (bytes > rule.maxBytes) return { key: 'error.file.too_large', vars: { size: Math.round((rule.maxBytes / MEGABYTE) * 100) / 100 } };
  return null;
}

/** The format image-size reports for each extension an image may have. */
const IMAGE_FORMATS: Record<string, string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  ico: ['ico', 'cur'],
  bmp: ['bmp'],
  svg: ['svg'],
  tif: ['tiff'],
  tiff: ['tiff'],
  heic: ['heif'],
  heif: ['heif'],
  avif: ['heif'],
};

/**
 * Reads only the image's header and container (nothing is decoded): the real format must be the
 * one the extension claims, the pixel count within the site's limit, the container whole, and
 * nothing in it that runs (markup hidden in a raster image, script or outside links in an SVG).
 */
export function checkImage(bytes: Uint8Array, extension: string, maxMegapixels: number): UploadProblem | null {
  // image-size reads through the underlying ArrayBuffer, past the end of a view into a pooled
  // buffer: a header cut short must be read from its own bytes, where it simply ends.
  const own = Buffer.from(new Uint8Array(bytes).buffer);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(own);
  } catch {
    return { key: 'error.file.not_an_image' };
  }
  const expected = IMAGE_FORMATS[extension];
  if (!expected || !size.type || !expected.includes(size.type)) return { key: 'error.file.type_mismatch', vars: { extension } };
  const pixels = (size.width ?? 0) * (size.height ?? 0);
  if (!(pixels > 0)) return { key: 'error.file.not_an_image' };
  if (pixels > maxMegapixels * 1_000_000) return { key: 'error.file.too_many_pixels', vars: { megapixels: maxMegapixels } };
  if (!imageIntact(own, size.type)) return { key: 'error.file.corrupt' };
  if (size.type === 'svg' ? svgIsActive(own) : binaryHasMarkup(own)) return { key: 'error.file.unsafe_content' };
  return null;
}

/** Raster images a browser may show inline; everything else (SVG, documents) is served as a download. */
const INLINE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  avif: 'image/avif',
};

const DOWNLOAD_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  zip: 'application/zip',
  gz: 'application/gzip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

export interface ServeHeaders {
  contentType: string;
  inline: boolean;
}

/** How to serve a stored file by its extension; unknown types go out as opaque downloads. */
export function serveHeaders(extension: string): ServeHeaders {
  const inline = INLINE_TYPES[extension];
  if (inline) return { contentType: inline, inline: true };
  return { contentType: DOWNLOAD_TYPES[extension] ?? 'application/octet-stream', inline: false };
}
