/** `Mod-Shift-z` as people read it: `Ctrl+Shift+Z`, or `⌘⇧Z` on a Mac. */

const MAC_SYMBOLS: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥', Ctrl: '⌃' };

export function isMacPlatform(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): boolean {
  return /Mac|iPhone|iPad|iPod/.test(platform);
}

function keyName(key: string): string {
  return key.length === 1 ? key.toUpperCase() : key;
}

export function shortcutLabel(shortcut: string, mac = isMacPlatform()): string {
  // `Mod-`` ` ends in the key itself; split on the dashes between names only.
  const parts = shortcut.split(/-(?=.)/);
  const key = keyName(parts.pop() ?? '');
  if (mac) return `${parts.map((part) => MAC_SYMBOLS[part] ?? part).join('')}${key}`;
  return [...parts.map((part) => (part === 'Mod' ? 'Ctrl' : part)), key].join('+');
}

/** The `aria-keyshortcuts` form of a shortcut (`Control+B`, `Meta+B` on a Mac). */
export function ariaShortcut(shortcut: string, mac = isMacPlatform()): string {
  const parts = shortcut.split(/-(?=.)/);
  const key = keyName(parts.pop() ?? '');
  return [...parts.map((part) => (part === 'Mod' ? (mac ? 'Meta' : 'Control') : part)), key].join('+');
}
