import { describe, expect, it } from 'vitest';
import { safeImageSrc, safeLinkHref } from './safe-url';
import { schema } from './schema';

describe('addresses the editor renders', () => {
  it('keeps web, mail and relative links and drops script-bearing ones', () => {
    for (const href of ['https://example.com/a', 'http://example.com', 'mailto:a@example.com', '/questions/1', '#top', '//example.com/x', 'page?q=a:b']) {
      expect(safeLinkHref(href), href).toBe(href);
    }
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:x', 'vbscript:x', 'livescript:x', 'data:text/html,<script>x</script>']) {
      expect(safeLinkHref(href), href).toBeNull();
    }
  });

  it('keeps web, relative and raster data images and drops others', () => {
    for (const src of ['https://example.com/a.png', '/uploads/a.png', 'data:image/png;base64,AAAA']) expect(safeImageSrc(src), src).toBe(src);
    for (const src of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:text/html,x']) expect(safeImageSrc(src), src).toBeNull();
  });

  it('renders a link to a script address with no target, keeping the address in the document', () => {
    const mark = schema.marks.link.create({ href: 'livescript:alert(1)' });
    const spec = schema.marks.link.spec.toDOM?.(mark, true) as [string, Record<string, unknown>];
    expect(spec[0]).toBe('a');
    expect(spec[1].href).toBeUndefined();
    expect(mark.attrs.href).toBe('livescript:alert(1)');
    const image = schema.nodes.image.create({ src: 'javascript:alert(1)' });
    const imageSpec = schema.nodes.image.spec.toDOM?.(image) as [string, Record<string, unknown>];
    expect(imageSpec[1].src).toBeUndefined();
  });
});
