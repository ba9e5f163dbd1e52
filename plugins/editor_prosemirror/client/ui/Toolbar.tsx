/**
 * The formatting toolbar: one tab stop (arrow keys, Home and End move between buttons, as in
 * the WAI-ARIA toolbar pattern), labelled buttons with tooltips that name their shortcut,
 * pressed state for what is on at the cursor. Buttons never take the focus from the text on a
 * click, so the selection they act on stays.
 */
import { forwardRef, useCallback, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useT } from '@answer/sdk';
import type { Command, EditorState } from 'prosemirror-state';
import { headingLevel, setParagraph, toggleHeading } from '../editing/commands';
import { icons } from './icons';
import { ariaShortcut, shortcutLabel } from './shortcut-label';
import { BLOCK_ITEMS, FORMAT_ITEMS, HISTORY_ITEMS, INSERT_ITEMS, LIST_ITEMS, TABLE_ITEMS, itemEnabled, type ToolbarItem } from './toolbar-items';

export interface ToolbarProps {
  state: EditorState;
  inTable: boolean;
  showAttachment: boolean;
  onCommand: (command: Command) => void;
  onOpen: (what: 'link' | 'image' | 'attachment') => void;
  /** Where Escape in the toolbar sends the focus back to. */
  onLeave: () => void;
  toolbarRef: (element: HTMLDivElement | null) => void;
}

const ITEM_SELECTOR = '[data-toolbar-item]';

function WithTooltip({ id, text, children }: { id: string; text: string; children: ReactElement }) {
  return (
    <OverlayTrigger placement="top" trigger={['hover', 'focus']} overlay={<Tooltip id={id} className="pm-tooltip">{text}</Tooltip>}>
      {children}
    </OverlayTrigger>
  );
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled: boolean;
  shortcut?: string;
  tabIndex: number;
  onActivate: () => void;
  id: string;
}

const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(function ToolButton(
  { label, icon, pressed, disabled, shortcut, tabIndex, onActivate, id, ...overlayProps },
  ref,
) {
  return (
    <button
      {...overlayProps}
      ref={ref}
      type="button"
      className="pm-tool"
      data-toolbar-item={id}
      data-testid={`editor-tool-${id}`}
      aria-label={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      aria-keyshortcuts={shortcut ? ariaShortcut(shortcut) : undefined}
      tabIndex={tabIndex}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!disabled) onActivate();
      }}
    >
      {icon}
    </button>
  );
});

export function Toolbar({ state, inTable, showAttachment, onCommand, onOpen, onLeave, toolbarRef }: ToolbarProps) {
  const t = useT();
  const [focused, setCurrent] = useState('text_style');
  const tooltip = (label: string, shortcut?: string) => (shortcut ? t('toolbar.with_shortcut', { label, shortcut: shortcutLabel(shortcut) }) : label);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if ((event.target as HTMLElement).closest('.dropdown-menu')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onLeave();
        return;
      }
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
      const index = items.indexOf(event.target as HTMLElement);
      if (index < 0) return;
      const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      const target = items[(next + items.length) % items.length];
      target.focus();
    },
    [onLeave],
  );

  const button = (item: ToolbarItem) => {
    const label = t(`toolbar.${item.labelKey}`);
    const run = () => ('command' in item.run ? onCommand(item.run.command) : onOpen(item.run.open));
    return (
      <WithTooltip key={item.id} id={`pm-tip-${item.id}`} text={tooltip(label, item.shortcut)}>
        <ToolButton
          label={label}
          icon={icons[item.icon]}
          pressed={item.isActive ? item.isActive(state) : undefined}
          disabled={!itemEnabled(item, state)}
          shortcut={item.shortcut}
          tabIndex={current === item.id ? 0 : -1}
          onActivate={run}
          id={item.id}
        />
      </WithTooltip>
    );
  };

  const level = headingLevel(state);
  const styles = [{ level: 0, label: t('toolbar.paragraph'), command: setParagraph, shortcut: 'Mod-Alt-0' }].concat(
    [1, 2, 3, 4, 5, 6].map((value) => ({ level: value, label: t('toolbar.heading', { level: value }), command: toggleHeading(value), shortcut: `Mod-Alt-${value}` })),
  );
  const canStyle = setParagraph(state) || toggleHeading(1)(state) || level > 0;
  const groups = [FORMAT_ITEMS, BLOCK_ITEMS, LIST_ITEMS, INSERT_ITEMS.filter((item) => showAttachment || item.id !== 'attachment'), HISTORY_ITEMS];
  if (inTable) groups.push(TABLE_ITEMS);
  // The tab stop stays on a button that is shown (table tools come and go with the cursor).
  const current = groups.some((items) => items.some((item) => item.id === focused)) ? focused : 'text_style';

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={t('toolbar.label')}
      className="pm-toolbar"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const id = (event.target as HTMLElement).dataset.toolbarItem;
        if (id) setCurrent(id);
      }}
    >
      <Dropdown
        onSelect={(key) => {
          const style = styles.find((entry) => String(entry.level) === key);
          if (style) onCommand(style.command);
        }}
      >
        <WithTooltip id="pm-tip-text-style" text={t('toolbar.text_style')}>
          <Dropdown.Toggle
            as="button"
            type="button"
            className="pm-tool pm-tool-wide"
            data-toolbar-item="text_style"
            data-testid="editor-tool-text_style"
            aria-label={`${t('toolbar.text_style')}: ${styles[level].label}`}
            aria-disabled={!canStyle || undefined}
            tabIndex={current === 'text_style' ? 0 : -1}
            onMouseDown={(event: MouseEvent) => event.preventDefault()}
          >
            {icons.heading}
            <span className="pm-tool-text">{level > 0 ? `H${level}` : ''}</span>
          </Dropdown.Toggle>
        </WithTooltip>
        <Dropdown.Menu className="pm-style-menu">
          {styles.map((style) => (
            <Dropdown.Item
              key={style.level}
              eventKey={String(style.level)}
              active={style.level === level}
              aria-current={style.level === level || undefined}
              aria-keyshortcuts={ariaShortcut(style.shortcut)}
              disabled={!canStyle}
              onMouseDown={(event: MouseEvent) => event.preventDefault()}
              className={`pm-style-${style.level}`}
            >
              <span>{style.label}</span>
              <kbd className="pm-style-shortcut" aria-hidden="true">
                {shortcutLabel(style.shortcut)}
              </kbd>
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      {groups.map((items) =>
        items === TABLE_ITEMS ? (
          <div key="table" className="pm-tool-group pm-table-tools" role="group" aria-label={t('toolbar.table_tools')}>
            {items.map(button)}
          </div>
        ) : (
          <div key={items[0].id} className="pm-tool-group">
            {items.map(button)}
          </div>
        ),
      )}
    </div>
  );
}
