// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applySiteIcons, siteLogo, siteMobileLogo } from './site';

describe('branding in the page', () => {
  it('shows the mobile logo on small screens, else the logo', () => {
    expect(siteMobileLogo({ branding: { logo: '/uploads/logo.png', mobile_logo: '/uploads/small.png' } })).toBe('/uploads/small.png');
    expect(siteMobileLogo({ branding: { logo: '/uploads/logo.png', mobile_logo: '' } })).toBe('/uploads/logo.png');
    expect(siteLogo({ branding: { logo: '' } })).toBeUndefined();
  });

  it('names the square icon as the home screen icon, follows a change and goes when cleared', () => {
    const touchIcons = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="apple-touch-icon"]')].map((link) => link.getAttribute('href'));
    applySiteIcons({ branding: { square_icon: '/uploads/square.png' } });
    expect(touchIcons()).toEqual(['/uploads/square.png']);
    applySiteIcons({ branding: { square_icon: '/uploads/new.png' } });
    expect(touchIcons()).toEqual(['/uploads/new.png']);
    applySiteIcons({ branding: { square_icon: '' } });
    expect(touchIcons()).toEqual([]);
  });
});
