import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, barColours, contrastRatio, readableOn } from './contrast';
import { COLORED_NAVBAR_CLASS, primaryColorCss } from './site-colors';

/** Primary colours an admin may pick: the default blue, light ones, mid greys, dark ones. */
const PRIMARIES = ['#0033ff', '#ffc107', '#ffff00', '#ffffff', '#808080', '#777777', '#0dcaf0', '#198754', '#dc3545', '#6f42c1', '#000000', '#7fbf7f'];

/** The value of `property` in the CSS rule whose selector is exactly `selector`. */
function declared(css: string, selector: string, property: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  const match = new RegExp(`${property}:\\s*(#[0-9a-f]{6})`).exec(body);
  if (!match?.[1]) throw new Error(`no ${property} in ${selector}`);
  return match[1];
}

describe('contrast', () => {
  it('measures WCAG 2 contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0033ff', '#ffffff')).toBeCloseTo(7.19, 1);
    // Bootstrap's dark navbar link on the default primary: the reported defect
    expect(contrastRatio('#8ca3ff', '#0033ff')).toBeLessThan(AA_CONTRAST);
    // dark grey page text on the default primary, as the "Log in" link showed
    expect(contrastRatio('#212529', '#0033ff')).toBeCloseTo(2.14, 1);
  });

  it('gives a bar of any colour links that reach AA, dimmed ones included', () => {
    for (const primary of PRIMARIES) {
      const { text, muted, scheme } = barColours(primary);
      expect(contrastRatio(text, primary), `${text} on ${primary}`).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(muted, primary), `${muted} on ${primary}`).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(scheme).toBe(text === '#ffffff' ? 'dark' : 'light');
    }
    expect(barColours('#0033ff').text).toBe('#ffffff');
    expect(barColours('#ffc107').text).toBe('#000000');
  });

  it('moves a colour only as far as it takes to be readable', () => {
    expect(readableOn('#0033ff', ['#ffffff'], '#000000')).toBe('#0033ff');
    const lifted = readableOn('#ffc107', ['#ffffff', '#f8f9fa'], '#000000');
    expect(contrastRatio(lifted, '#f8f9fa')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});

describe('the site colours', () => {
  it('paints the coloured navbar’s links readable on the primary colour', () => {
    for (const primary of PRIMARIES) {
      const css = primaryColorCss(primary);
      const navbar = `.navbar.${COLORED_NAVBAR_CLASS}`;
      for (const property of ['--bs-navbar-color', '--bs-navbar-hover-color', '--bs-navbar-active-color', '--bs-navbar-brand-color']) {
        expect(contrastRatio(declared(css, navbar, property), primary), `${property} on ${primary}`).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
  });

  it('keeps links and primary buttons readable in both colour schemes, whatever the primary colour', () => {
    for (const primary of PRIMARIES) {
      const css = primaryColorCss(primary);
      const lightLink = declared(css, ':root, [data-bs-theme]', '--bs-link-color');
      const darkLink = declared(css, '[data-bs-theme="dark"]', '--bs-link-color');
      for (const surface of ['#ffffff', '#f8f9fa']) expect(contrastRatio(lightLink, surface), `light link ${lightLink} for ${primary}`).toBeGreaterThanOrEqual(AA_CONTRAST);
      for (const surface of ['#212529', '#2b3035', '#343a40']) expect(contrastRatio(darkLink, surface), `dark link ${darkLink} for ${primary}`).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(declared(css, '.btn-primary', '--bs-btn-color'), primary)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    // the default colour is used as it is on light pages
    expect(declared(primaryColorCss('#0033ff'), ':root, [data-bs-theme]', '--bs-link-color')).toBe('#0033ff');
  });
});
