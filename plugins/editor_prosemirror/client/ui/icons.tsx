/** Toolbar icons: 16×16 strokes in the text colour, so they follow light and dark mode. */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function Letters({ text, italic, weight = 700 }: { text: string; italic?: boolean; weight?: number }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <text x="8" y="12.5" textAnchor="middle" fontSize="12" fontFamily="Georgia, serif" fontWeight={weight} fontStyle={italic ? 'italic' : 'normal'} fill="currentColor">
        {text}
      </text>
    </svg>
  );
}

/** A row (or column) with a plus or minus beside it, for the table tools. */
function tableEdit(part: 'row' | 'column', sign: '+' | '-') {
  const row = part === 'row';
  const minus = row ? 'M6 12.5h4' : 'M10.5 8h4';
  const plus = row ? 'M8 10.5v4' : 'M12.5 6v4';
  return (
    <Icon>
      {row ? <rect x="1.8" y="2" width="12.4" height="6" rx="1" /> : <rect x="2" y="1.8" width="6" height="12.4" rx="1" />}
      <path d={sign === '+' ? `${minus}${plus}` : minus} />
    </Icon>
  );
}

export const icons = {
  heading: <Letters text="H" />,
  bold: <Letters text="B" />,
  italic: <Letters text="I" italic weight={400} />,
  strike: (
    <Icon>
      <path d="M11 4.5C10.4 3.6 9.3 3 8 3 6.3 3 5 3.9 5 5.3c0 .9.5 1.5 1.3 1.9" />
      <path d="M2.5 8h11" />
      <path d="M10.6 9.6c.3.4.4.8.4 1.2 0 1.4-1.3 2.2-3 2.2-1.5 0-2.6-.6-3.1-1.6" />
    </Icon>
  ),
  code: (
    <Icon>
      <path d="M5.5 4 1.8 8l3.7 4" />
      <path d="M10.5 4l3.7 4-3.7 4" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M6.8 9.2a2.6 2.6 0 0 0 3.7 0l2.3-2.3a2.6 2.6 0 0 0-3.7-3.7l-.8.8" />
      <path d="M9.2 6.8a2.6 2.6 0 0 0-3.7 0L3.2 9.1a2.6 2.6 0 0 0 3.7 3.7l.8-.8" />
    </Icon>
  ),
  blockquote: (
    <Icon>
      <path d="M3 3.5v9" strokeWidth="2.2" />
      <path d="M6.5 5h6.5M6.5 8h6.5M6.5 11h4.5" />
    </Icon>
  ),
  codeBlock: (
    <Icon>
      <rect x="1.8" y="2.5" width="12.4" height="11" rx="1.5" />
      <path d="M6 6.5 4.5 8 6 9.5M10 6.5l1.5 1.5L10 9.5" />
    </Icon>
  ),
  bulletList: (
    <Icon>
      <circle cx="3" cy="4.5" r=".6" fill="currentColor" />
      <circle cx="3" cy="8" r=".6" fill="currentColor" />
      <circle cx="3" cy="11.5" r=".6" fill="currentColor" />
      <path d="M6 4.5h8M6 8h8M6 11.5h8" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M2.3 3.3 3.3 2.8v3.4" strokeWidth="1.2" />
      <path d="M2.2 9.2c.2-.5.6-.7 1-.7.5 0 .9.3.9.8 0 .8-1.9 1.6-1.9 2.4h2" strokeWidth="1.2" />
      <path d="M6.5 4.5h7.5M6.5 8h7.5M6.5 11.5h7.5" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="1.8" y="2.5" width="12.4" height="11" rx="1.5" />
      <circle cx="5.5" cy="6" r="1.2" />
      <path d="m2.5 12 3.8-3.8 2.2 2.2 2-2 3 3" />
    </Icon>
  ),
  attachment: (
    <Icon>
      <path d="M13 7.5 8 12.5a3.2 3.2 0 0 1-4.5-4.5L8.7 2.8a2.1 2.1 0 0 1 3 3L6.6 10.9a1 1 0 0 1-1.5-1.5L9.8 4.7" />
    </Icon>
  ),
  table: (
    <Icon>
      <rect x="1.8" y="2.5" width="12.4" height="11" rx="1.2" />
      <path d="M1.8 6.2h12.4M1.8 9.8h12.4M6 6.2v7.3M10 6.2v7.3" />
    </Icon>
  ),
  rule: (
    <Icon>
      <path d="M1.8 8h12.4" strokeWidth="2" />
      <path d="M5 4.5h6M5 11.5h6" strokeWidth="1.2" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M5 3.5 2 6.5l3 3" />
      <path d="M2.5 6.5h7a3.5 3.5 0 0 1 0 7H7" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m11 3.5 3 3-3 3" />
      <path d="M13.5 6.5h-7a3.5 3.5 0 0 0 0 7H9" />
    </Icon>
  ),
  addRow: tableEdit('row', '+'),
  addColumn: tableEdit('column', '+'),
  deleteRow: tableEdit('row', '-'),
  deleteColumn: tableEdit('column', '-'),
  deleteTable: (
    <Icon>
      <rect x="1.8" y="2.5" width="12.4" height="11" rx="1.2" />
      <path d="m5.5 5.5 5 5M10.5 5.5l-5 5" />
    </Icon>
  ),
} as const;

export type IconName = keyof typeof icons;
