import { describe, expect, it } from 'vitest';
import type { EditorState } from 'prosemirror-state';
import { schema } from '../markdown/schema';
import { addColumnAfter, addRowAfter, cellAtSelection, deleteColumn, deleteRow, deleteTable, exitTable, goToCell, goToCellBelow } from './tables';
import { markdownOf, run, select, stateOf } from './test-support';

const TABLE = '| a | b |\n| :-- | --: |\n| c | d |';

/** The text of the cell the cursor is in, and its place. */
function cursorCell(state: EditorState) {
  const cell = cellAtSelection(state);
  return cell ? { row: cell.row, column: cell.column, text: state.selection.$from.parent.textContent } : null;
}

describe('moving through a table', () => {
  it('Tab goes to the next cell and selects its text, row after row', () => {
    const first = select(stateOf(TABLE), 'a', 'after');
    const second = run(first, goToCell(1));
    expect(cursorCell(second)).toEqual({ row: 0, column: 1, text: 'b' });
    expect(second.doc.textBetween(second.selection.from, second.selection.to)).toBe('b');
    expect(cursorCell(run(second, goToCell(1)))).toEqual({ row: 1, column: 0, text: 'c' });
  });

  it('Shift-Tab goes back, and lets the focus leave before the first cell', () => {
    expect(cursorCell(run(select(stateOf(TABLE), 'c', 'after'), goToCell(-1)))).toEqual({ row: 0, column: 1, text: 'b' });
    expect(goToCell(-1)(select(stateOf(TABLE), 'a', 'after'))).toBe(false);
  });

  it('Tab in the last cell leaves the table for a new paragraph below it', () => {
    const state = run(select(stateOf(TABLE), 'd', 'after'), goToCell(1));
    expect(cellAtSelection(state)).toBeNull();
    expect(state.selection.$from.parent.type).toBe(schema.nodes.paragraph);
    expect(state.doc.lastChild?.type).toBe(schema.nodes.paragraph);
  });

  it('Enter goes to the cell below, adding a row on the last one', () => {
    const below = run(select(stateOf(TABLE), 'b', 'after'), goToCellBelow);
    expect(cursorCell(below)).toEqual({ row: 1, column: 1, text: 'd' });
    const added = run(below, goToCellBelow);
    expect(cursorCell(added)).toEqual({ row: 2, column: 1, text: '' });
    expect(markdownOf(added)).toBe('| a    | b    |\n| :--- | ---: |\n| c    | d    |\n|      |      |');
  });

  it('Mod-Enter leaves the table for the paragraph after it', () => {
    const state = run(select(stateOf(`${TABLE}\n\nafter`), 'a', 'after'), exitTable);
    expect(state.selection.$from.parent.textContent).toBe('after');
  });
});

describe('changing a table', () => {
  it('adds a row below the cursor', () => {
    const state = run(select(stateOf(TABLE), 'a', 'after'), addRowAfter);
    expect(cursorCell(state)).toEqual({ row: 1, column: 0, text: '' });
    expect(markdownOf(state).split('\n')).toHaveLength(4);
    expect(markdownOf(state).split('\n')[2]).toBe('|      |      |');
  });

  it('adds a column to the right of the cursor', () => {
    const state = run(select(stateOf(TABLE), 'a', 'after'), addColumnAfter);
    expect(markdownOf(state)).toBe('| a    |     | b    |\n| :--- | --- | ---: |\n| c    |     | d    |');
    expect(cursorCell(state)).toEqual({ row: 0, column: 1, text: '' });
  });

  it('deletes the row; deleting the header makes the next row the header', () => {
    expect(markdownOf(run(select(stateOf(TABLE), 'c', 'after'), deleteRow))).toBe('| a    | b    |\n| :--- | ---: |');
    const promoted = run(select(stateOf(TABLE), 'a', 'after'), deleteRow);
    expect(markdownOf(promoted)).toBe('| c    | d    |\n| :--- | ---: |');
    expect(promoted.doc.firstChild?.firstChild?.firstChild?.type).toBe(schema.nodes.table_header);
    expect(deleteRow(select(promoted, 'c', 'after'))).toBe(false);
  });

  it('deletes the column, but never the last one', () => {
    const state = run(select(stateOf(TABLE), 'a', 'after'), deleteColumn);
    expect(markdownOf(state)).toBe('| b    |\n| ---: |\n| d    |');
    expect(deleteColumn(select(state, 'b', 'after'))).toBe(false);
  });

  it('deletes the whole table', () => {
    expect(markdownOf(run(select(stateOf(`before\n\n${TABLE}\n\nafter`), 'c', 'after'), deleteTable))).toBe('before\n\nafter');
  });

  it('refuses table changes outside a table', () => {
    const state = select(stateOf('text'), 'text');
    for (const command of [addRowAfter, addColumnAfter, deleteRow, deleteColumn, deleteTable, goToCell(1), goToCellBelow, exitTable]) {
      expect(command(state)).toBe(false);
    }
  });
});
