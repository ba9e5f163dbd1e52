import { describe, expect, it } from 'vitest';
import { gif, png, pngText, svg } from '../../../tests/api/hardening-uploads-files';
import { binaryHasMarkup, svgIsActive } from './active-content';

describe('binaryHasMarkup', () => {
  it('finds a page hidden in an image, and nothing in a plain one', () => {
    expect(binaryHasMarkup(png(32, 32))).toBe(false);
    expect(binaryHasMarkup(png(4, 4, [pngText('<html><script>alert(1)</script>')]))).toBe(true);
    expect(binaryHasMarkup(gif(4, 4, '<SCRIPT SRC=//evil.example>'))).toBe(true);
    expect(binaryHasMarkup(gif(4, 4, 'made with care, <3 & a camera'))).toBe(false);
  });
});

describe('svgIsActive', () => {
  it('lets plain drawings through, gradients and animations included', () => {
    expect(svgIsActive(svg('<rect width="10" height="10" fill="red"/>'))).toBe(false);
    const gradient = '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="5" height="5"/>';
    expect(svgIsActive(svg(gradient))).toBe(false);
    expect(svgIsActive(svg('<use xlink:href="#a"/><circle r="4"><animate attributeName="r" values="1;4" dur="1s"/></circle>'))).toBe(false);
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['a namespaced script', '<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'],
    ['an event handler', '<rect width="1" height="1" onclick="alert(1)"/>'],
    ['foreignObject', '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><text>x</text></a>'],
    ['an encoded javascript: link', '<a xlink:href="&#x6A;ava&#x09;script&colon;alert(1)"><text>x</text></a>'],
    ['an external image', '<image href="https://tracker.example/p.png"/>'],
    ['an external stylesheet', '<style>@import "https://evil.example/x.css";</style>'],
    ['a CSS url to elsewhere', '<rect style="fill: url(https://evil.example/x)"/>'],
    ['an animation that writes a link', '<a><set attributeName="href" to="https://evil.example"/></a>'],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY x "y">]>'],
    ['an html data URL', '<image href="data:text/html,<script>alert(1)</script>"/>'],
  ])('refuses %s', (_name, body) => {
    expect(svgIsActive(svg(body))).toBe(true);
  });

  it('refuses an onload on the root element and a file that is not UTF-8', () => {
    expect(svgIsActive(svg('', ' onload="alert(1)"'))).toBe(true);
    expect(svgIsActive(Buffer.from(svg('<rect/>').toString('utf8'), 'utf16le'))).toBe(true);
  });
});
