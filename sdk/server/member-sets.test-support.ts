/**
 * A member loader over fixed rows for the tests of `MemberMarks` and `MemberValues`: it records
 * whom it loaded, in order, and reads the rows at each load, so a test may change them between
 * loads; its clock moves only when the test advances it.
 */
export function rowsLoader<Row>(rows: Record<string, Row[]>) {
  let now = 0;
  const loads: string[] = [];
  const options = {
    load: async (userId: string): Promise<Row[]> => {
      loads.push(userId);
      return [...(rows[userId] ?? [])];
    },
    maxAgeMs: 1000,
    now: () => now,
  };
  return { options, loads, advance: (ms: number) => (now += ms) };
}
