import { useState } from 'react';
import { RenderedHtml, useT } from '@answer/sdk';

/** The server's note on a member who is not active as usual (suspended, deleted, not activated); it can be closed. */
export function StatusNote({ html }: { html: string }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="alert alert-info alert-dismissible mb-3" role="status" data-testid="profile-status">
      <RenderedHtml html={html} className="mb-0" />
      <button type="button" className="btn-close" aria-label={t('common.close')} onClick={() => setOpen(false)} />
    </div>
  );
}
