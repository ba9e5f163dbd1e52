import { describe, expect, it } from 'vitest';
import { ariaShortcut, isMacPlatform, shortcutLabel } from './shortcut-label';

describe('shortcut labels', () => {
  it('reads Mod as Ctrl elsewhere and ⌘ on a Mac', () => {
    expect(shortcutLabel('Mod-Shift-z', false)).toBe('Ctrl+Shift+Z');
    expect(shortcutLabel('Mod-Shift-z', true)).toBe('⌘⇧Z');
    expect(shortcutLabel('Mod-Alt-1', true)).toBe('⌘⌥1');
  });

  it('keeps a key that is itself a dash or a backtick', () => {
    expect(shortcutLabel('Mod-`', false)).toBe('Ctrl+`');
    expect(shortcutLabel('Alt-F10', false)).toBe('Alt+F10');
  });

  it('names keys for aria-keyshortcuts', () => {
    expect(ariaShortcut('Mod-b', false)).toBe('Control+B');
    expect(ariaShortcut('Mod-b', true)).toBe('Meta+B');
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
  });
});
