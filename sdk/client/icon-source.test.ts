import { describe, expect, it } from 'vitest';
import { iconImageSource } from './icon-source';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

describe('the icon of a log-in method as an image address', () => {
  it("takes Answer's bare base64 SVG as an SVG data URL", () => {
    const encoded = Buffer.from(SVG).toString('base64');
    expect(iconImageSource(encoded)).toBe(`data:image/svg+xml;base64,${encoded}`);
  });

  it('keeps data URLs, web addresses and site paths as they are', () => {
    expect(iconImageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(iconImageSource('https://id.example.com/logo.svg')).toBe('https://id.example.com/logo.svg');
    expect(iconImageSource('/uploads/logo.png')).toBe('/uploads/logo.png');
  });

  it('encodes SVG markup instead of placing it in the page', () => {
    expect(iconImageSource(SVG)).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
  });

  it('shows no image for nothing, a script address or plain words', () => {
    expect(iconImageSource('')).toBeNull();
    expect(iconImageSource('javascript:alert(1)')).toBeNull();
    expect(iconImageSource('not an icon')).toBeNull();
  });
});
