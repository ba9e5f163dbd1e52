/** Answer's `{count, list}` pages: a page past the end is an empty list with the real count. */

export interface Page<T> {
  count: number;
  list: T[];
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Rows to skip for `request`. */
export const offsetOf = (request: PageRequest): number => (request.page - 1) * request.pageSize;

/** Reads the page's rows only when the page starts before the end (`count` known first). */
export async function pageOf<R, T>(count: number, request: PageRequest, rows: (limit: number, offset: number) => Promise<R[]>, shape: (rows: R[]) => Promise<T[]> | T[]): Promise<Page<T>> {
  const offset = offsetOf(request);
  if (offset >= count) return { count, list: [] };
  return { count, list: await shape(await rows(request.pageSize, offset)) };
}
