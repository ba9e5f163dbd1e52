/**
 * Editing pipe tables: moving between cells, adding and removing rows and columns. A table is
 * kept rectangular with its first row as the header, which is what Markdown can express; each
 * change rebuilds the table node from a grid of cells.
 */
import { TextSelection, type Command, type EditorState, type Transaction } from 'prosemirror-state';
import type { Node as ProseMirrorNode } from 'prosemirror-model';
import { schema } from '../markdown/schema';

const { nodes } = schema;

export interface CellLocation {
  table: ProseMirrorNode;
  /** Position before the table node. */
  tablePos: number;
  row: number;
  column: number;
}

/** The table cell the selection starts in. */
export function cellAtSelection(state: EditorState): CellLocation | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 2; depth--) {
    const cell = $from.node(depth);
    if (cell.type !== nodes.table_cell && cell.type !== nodes.table_header) continue;
    return { table: $from.node(depth - 2), tablePos: $from.before(depth - 2), row: $from.index(depth - 2), column: $from.index(depth - 1) };
  }
  return null;
}

type Grid = ProseMirrorNode[][];

function gridOf(table: ProseMirrorNode): Grid {
  const grid: Grid = [];
  table.forEach((row) => {
    const cells: ProseMirrorNode[] = [];
    row.forEach((cell) => cells.push(cell));
    grid.push(cells);
  });
  return grid;
}

/** A table from a grid: row 0 header cells, every row as wide as the widest, alignment per column from the header. */
function tableOf(grid: Grid): ProseMirrorNode {
  const columns = Math.max(...grid.map((cells) => cells.length));
  const aligns = Array.from({ length: columns }, (_, column) => grid[0]?.[column]?.attrs.align ?? null);
  return nodes.table.create(
    null,
    grid.map((cells, row) => {
      const type = row === 0 ? nodes.table_header : nodes.table_cell;
      return nodes.table_row.create(
        null,
        Array.from({ length: columns }, (_, column) => type.create({ align: aligns[column] }, cells[column]?.content)),
      );
    }),
  );
}

/** Position of the text start of cell (row, column) in a table at `tablePos`. */
export function cellTextPos(table: ProseMirrorNode, tablePos: number, row: number, column: number): number {
  let pos = tablePos + 1;
  for (let index = 0; index < row; index++) pos += table.child(index).nodeSize;
  const cells = table.child(row);
  pos += 1;
  for (let index = 0; index < column; index++) pos += cells.child(index).nodeSize;
  return pos + 1;
}

/** Replaces the table with one built from `grid` and puts the cursor at the end of cell (row, column). */
function replaceTable(tr: Transaction, location: CellLocation, grid: Grid, row: number, column: number): Transaction {
  const table = tableOf(grid);
  tr.replaceWith(location.tablePos, location.tablePos + location.table.nodeSize, table);
  const safeRow = Math.min(Math.max(row, 0), table.childCount - 1);
  const safeColumn = Math.min(Math.max(column, 0), table.child(safeRow).childCount - 1);
  const start = cellTextPos(table, location.tablePos, safeRow, safeColumn);
  const end = start + table.child(safeRow).child(safeColumn).content.size;
  return tr.setSelection(TextSelection.create(tr.doc, end)).scrollIntoView();
}

function tableCommand(change: (grid: Grid, location: CellLocation) => { grid: Grid; row: number; column: number } | null): Command {
  return (state, dispatch) => {
    const location = cellAtSelection(state);
    if (!location) return false;
    const result = change(gridOf(location.table), location);
    if (!result) return false;
    if (dispatch) dispatch(replaceTable(state.tr, location, result.grid, result.row, result.column));
    return true;
  };
}

const emptyRow = (width: number): ProseMirrorNode[] => Array.from({ length: width }, () => nodes.table_cell.create());

export const addRowAfter = tableCommand((grid, { row }) => {
  const width = Math.max(...grid.map((cells) => cells.length));
  return { grid: [...grid.slice(0, row + 1), emptyRow(width), ...grid.slice(row + 1)], row: row + 1, column: 0 };
});

export const addColumnAfter = tableCommand((grid, { row, column }) => ({
  grid: grid.map((cells) => [...cells.slice(0, column + 1), nodes.table_cell.create(), ...cells.slice(column + 1)]),
  row,
  column: column + 1,
}));

/** Removes the cursor's row; the header row goes only when another row can become the header. */
export const deleteRow = tableCommand((grid, { row, column }) => {
  if (grid.length <= 1) return null;
  return { grid: grid.filter((_, index) => index !== row), row: Math.min(row, grid.length - 2), column };
});

export const deleteColumn = tableCommand((grid, { row, column }) => {
  if (grid.every((cells) => cells.length <= 1)) return null;
  return { grid: grid.map((cells) => cells.filter((_, index) => index !== column)), row, column: Math.max(0, column - 1) };
});

/** Removes the whole table, leaving the cursor where it stood. */
export const deleteTable: Command = (state, dispatch) => {
  const location = cellAtSelection(state);
  if (!location) return false;
  if (dispatch) {
    const tr = state.tr.replaceWith(location.tablePos, location.tablePos + location.table.nodeSize, nodes.paragraph.create());
    dispatch(tr.setSelection(TextSelection.create(tr.doc, location.tablePos + 1)).scrollIntoView());
  }
  return true;
};

/** Puts the cursor in the block after the table, making an empty paragraph there when none can take text. */
export const exitTable: Command = (state, dispatch) => {
  const location = cellAtSelection(state);
  if (!location) return false;
  if (dispatch) {
    const after = location.tablePos + location.table.nodeSize;
    const tr = state.tr;
    if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, nodes.paragraph.create());
    dispatch(tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView());
  }
  return true;
};

/**
 * Tab and Shift-Tab: the next or previous cell, its text selected. Past the last cell the cursor
 * leaves the table (so Tab never traps the keyboard); before the first cell nothing happens here
 * and the browser moves the focus back.
 */
export function goToCell(direction: 1 | -1): Command {
  return (state, dispatch) => {
    const location = cellAtSelection(state);
    if (!location) return false;
    const { table, tablePos } = location;
    let { row, column } = location;
    column += direction;
    if (column >= table.child(row).childCount) {
      row += 1;
      column = 0;
    } else if (column < 0) {
      row -= 1;
      column = row >= 0 ? table.child(row).childCount - 1 : 0;
    }
    if (row < 0) return false;
    if (row >= table.childCount) return exitTable(state, dispatch);
    if (dispatch) {
      const start = cellTextPos(table, tablePos, row, column);
      const end = start + table.child(row).child(column).content.size;
      dispatch(state.tr.setSelection(TextSelection.create(state.doc, start, end)).scrollIntoView());
    }
    return true;
  };
}

/** Enter in a cell: the cell below, with a new row when the cursor is on the last one. */
export const goToCellBelow: Command = (state, dispatch) => {
  const location = cellAtSelection(state);
  if (!location) return false;
  const { table, tablePos, row, column } = location;
  if (row + 1 < table.childCount) {
    if (dispatch) {
      const start = cellTextPos(table, tablePos, row + 1, column);
      const end = start + table.child(row + 1).child(column).content.size;
      dispatch(state.tr.setSelection(TextSelection.create(state.doc, end)).scrollIntoView());
    }
    return true;
  }
  const width = Math.max(...gridOf(table).map((cells) => cells.length));
  if (dispatch) dispatch(replaceTable(state.tr, location, [...gridOf(table), emptyRow(width)], row + 1, column));
  return true;
};
