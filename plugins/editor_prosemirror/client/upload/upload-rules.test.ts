import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptsAttachments, checkUpload, extensionOf, uploadKindOf, uploadLimits } from './upload-rules';

const MB = 1024 * 1024;

/** `site_write` as a fresh site serves it (Answer's defaults: 4 MB images, 8 MB attachments, none allowed). */
const SITE_WRITE = {
  restrict_answer: true,
  max_image_size: 4,
  max_attachment_size: 8,
  max_image_megapixel: 40,
  authorized_image_extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  authorized_attachment_extensions: [],
};

const limits = uploadLimits(SITE_WRITE);
const withAttachments = uploadLimits({ ...SITE_WRITE, authorized_attachment_extensions: ['PDF', '.zip'] });

describe('upload limits from site_write', () => {
  it('reads sizes in MB and the allowed extensions', () => {
    expect(limits).toEqual({ maxImageSize: 4 * MB, maxAttachmentSize: 8 * MB, imageExtensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'], attachmentExtensions: [] });
    expect(withAttachments?.attachmentExtensions).toEqual(['pdf', 'zip']);
  });

  it('is absent when the site did not send usable settings, so only the server decides', () => {
    expect(uploadLimits(undefined)).toBeNull();
    expect(uploadLimits({ max_image_size: 4 })).toBeNull();
    expect(uploadLimits({ ...SITE_WRITE, max_image_size: 'lots' })).toBeNull();
  });
});

describe('checking a file before it is sent', () => {
  it('lets an allowed image within the size through', () => {
    expect(checkUpload({ name: 'cat.PNG', size: 4 * MB }, 'image', limits)).toBeNull();
  });

  it('refuses an image over the image size, naming the limit', () => {
    expect(checkUpload({ name: 'big.jpg', size: 4 * MB + 1 }, 'image', limits)).toEqual({ key: 'upload.too_large', vars: { name: 'big.jpg', size: 4 } });
  });

  it('uses the attachment size for attachments', () => {
    expect(checkUpload({ name: 'doc.pdf', size: 6 * MB }, 'attachment', withAttachments)).toBeNull();
    expect(checkUpload({ name: 'doc.pdf', size: 8 * MB + 1 }, 'attachment', withAttachments)).toEqual({ key: 'upload.too_large', vars: { name: 'doc.pdf', size: 8 } });
  });

  it('refuses a type the site does not allow, listing the allowed ones', () => {
    expect(checkUpload({ name: 'vector.svg', size: 10 }, 'image', limits)).toEqual({
      key: 'upload.type_not_allowed',
      vars: { name: 'vector.svg', extensions: 'jpg, jpeg, png, gif, webp' },
    });
    expect(checkUpload({ name: 'no-extension', size: 10 }, 'image', limits)?.key).toBe('upload.type_not_allowed');
  });

  it('says attachments are off when the site allows none', () => {
    expect(checkUpload({ name: 'doc.pdf', size: 10 }, 'attachment', limits)?.key).toBe('upload.attachments_disabled');
    expect(acceptsAttachments(limits)).toBe(false);
    expect(acceptsAttachments(withAttachments)).toBe(true);
    expect(acceptsAttachments(null)).toBe(true);
  });

  it('refuses an empty file even without limits, and otherwise leaves the verdict to the server', () => {
    expect(checkUpload({ name: 'a.png', size: 0 }, 'image', null)?.key).toBe('upload.empty');
    expect(checkUpload({ name: 'a.exe', size: 100 * MB }, 'image', null)).toBeNull();
  });
});

describe('what a pasted or dropped file is', () => {
  it('is an image when the site takes its extension as one, an attachment otherwise', () => {
    expect(uploadKindOf({ name: 'shot.png', type: 'image/png' }, limits)).toBe('image');
    expect(uploadKindOf({ name: 'vector.svg', type: 'image/svg+xml' }, limits)).toBe('attachment');
    expect(uploadKindOf({ name: 'notes.pdf', type: 'application/pdf' }, withAttachments)).toBe('attachment');
  });

  it('goes by the browser type without limits', () => {
    expect(uploadKindOf({ name: 'shot', type: 'image/png' }, null)).toBe('image');
    expect(uploadKindOf({ name: 'notes.pdf', type: 'application/pdf' }, null)).toBe('attachment');
  });

  it('offers only the allowed extensions in the file chooser', () => {
    expect(acceptAttribute('image', limits)).toBe('.jpg,.jpeg,.png,.gif,.webp');
    expect(acceptAttribute('attachment', withAttachments)).toBe('.pdf,.zip');
    expect(acceptAttribute('image', null)).toBe('image/*');
    expect(extensionOf(' Photo.JPEG ')).toBe('jpeg');
  });
});
