/** Paging of list pages (counts and times come from the sdk). */

/** Page numbers to show around the current page, with `null` for a gap. */
export function pageWindow(current: number, total: number, radius = 2): (number | null)[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page += 1) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) out.push(null);
    out.push(page);
  });
  return out;
}

/** The `?page=` of a list's address: a whole number from 1, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
