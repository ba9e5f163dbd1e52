import { describe, expect, it } from 'vitest';
import { pickGreeting } from './greeting';

describe('pickGreeting', () => {
  it('uses the configured greeting', () => {
    expect(pickGreeting({ greeting: 'Welcome!' }, 'fallback')).toBe('Welcome!');
  });

  it('falls back when the greeting is unset, blank or not text', () => {
    expect(pickGreeting({}, 'fallback')).toBe('fallback');
    expect(pickGreeting({ greeting: '   ' }, 'fallback')).toBe('fallback');
    expect(pickGreeting({ greeting: 42 }, 'fallback')).toBe('fallback');
  });
});
