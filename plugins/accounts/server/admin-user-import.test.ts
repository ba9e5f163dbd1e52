import { describe, expect, it } from 'vitest';
import { parseImport, repeatedEmails } from './admin-user-import';

describe('parseImport', () => {
  it('numbers lines as the admin sees them, skipping blank ones', () => {
    const parsed = parseImport('Ann, ann@example.com, ann-password\r\n\n  \nBen Bo ,  Ben@Example.com , ben-password  \n');
    expect(parsed.malformed).toEqual([]);
    expect(parsed.lines).toEqual([
      { line: 1, display_name: 'Ann', email: 'ann@example.com', password: 'ann-password' },
      { line: 4, display_name: 'Ben Bo', email: 'Ben@Example.com', password: 'ben-password' },
    ]);
  });

  it('keeps commas inside the password and reports lines without three parts', () => {
    const parsed = parseImport('Cy, cy@example.com, a,b,c-password\nno commas\nDee, dee@example.com');
    expect(parsed.lines).toEqual([{ line: 1, display_name: 'Cy', email: 'cy@example.com', password: 'a,b,c-password' }]);
    expect(parsed.malformed).toEqual([2, 3]);
  });
});

describe('repeatedEmails', () => {
  it('flags every later line with an address already used above, in any case', () => {
    const { lines } = parseImport('A, a@example.com, password-1\nB, b@example.com, password-2\nC, A@EXAMPLE.com, password-3\nD, a@example.com, password-4');
    expect(repeatedEmails(lines).map((entry) => entry.line)).toEqual([3, 4]);
  });
});
