/**
 * Does the kernel version meet a plugin's `kernel` range? The host has already checked every
 * manifest with the full semver package; the page repeats the check with this small subset of the
 * range grammar instead of shipping that package to every visitor. Supported: `*`/`x`, partial
 * versions (`1`, `1.2`, `1.x`), `=`, `>`, `>=`, `<`, `<=`, `^`, `~`, hyphen ranges, spaces (and)
 * and `||` (or). Prerelease versions match as if released (the host's `includePrerelease`).
 * Anything else is not a range: such a plugin is never loaded.
 */
type Version = [number, number, number];

/** A comparator's bound: `[major, minor, patch]` with `null` for a wildcard part. */
type Bound = [number | null, number | null, number | null];

type Test = (version: Version) => boolean;

const PART = String.raw`(0|[1-9]\d*|[xX*])`;
const PARTIAL = new RegExp(String.raw`^v?${PART}(?:\.${PART}(?:\.${PART}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)?)?$`);
const COMPARATOR = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/;

function parsePartial(text: string): Bound | null {
  const match = PARTIAL.exec(text);
  if (!match) return null;
  const parts = [match[1], match[2], match[3]].map((part) => (part === undefined || /^[xX*]$/.test(part) ? null : Number(part)));
  // After a wildcard every part is one: `1.x.3` means `1.x`.
  const first = parts.indexOf(null);
  return (first === -1 ? parts : parts.map((part, index) => (index >= first ? null : part))) as Bound;
}

function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index += 1) if (a[index] !== b[index]) return a[index] - b[index];
  return 0;
}

const lowest = (bound: Bound): Version => [bound[0] ?? 0, bound[1] ?? 0, bound[2] ?? 0];

/** The first version above every version the partial stands for (`1.2` -> `1.3.0`). */
function nextAfter(bound: Bound): Version | null {
  if (bound[0] === null) return null;
  if (bound[1] === null) return [bound[0] + 1, 0, 0];
  if (bound[2] === null) return [bound[0], bound[1] + 1, 0];
  return [bound[0], bound[1], bound[2] + 1];
}

const atLeast = (min: Version): Test => (version) => compare(version, min) >= 0;
const below = (max: Version | null): Test => (version) => max === null || compare(version, max) < 0;
const between = (min: Version, max: Version | null): Test => (version) => atLeast(min)(version) && below(max)(version);

/** `^1.2.3` allows changes that do not touch the first non-zero part. */
function caretLimit(bound: Bound): Version | null {
  const [major, minor, patch] = bound;
  if (major === null) return null;
  if (major > 0 || minor === null) return [major + 1, 0, 0];
  if (minor > 0 || patch === null) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

function comparator(text: string): Test | null {
  const match = COMPARATOR.exec(text);
  if (!match) return null;
  const bound = parsePartial(match[2]);
  if (!bound) return null;
  const min = lowest(bound);
  switch (match[1]) {
    case '^':
      return between(min, caretLimit(bound));
    case '~':
      return between(min, bound[0] === null ? null : nextAfter(bound[1] === null ? bound : [bound[0], bound[1], null]));
    case '>=':
      return atLeast(min);
    case '>': {
      const next = nextAfter(bound);
      return next === null ? () => false : atLeast(next);
    }
    case '<':
      return (version) => bound[0] !== null && compare(version, min) < 0;
    case '<=': {
      const next = nextAfter(bound);
      return below(next);
    }
    default:
      return between(min, nextAfter(bound));
  }
}

function conjunction(text: string): Test | null {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
  if (hyphen) {
    const from = parsePartial(hyphen[1]);
    const to = parsePartial(hyphen[2]);
    if (!from || !to) return null;
    return between(lowest(from), nextAfter(to));
  }
  // `>= 1.2` is one comparator: glue operators to their version first.
  const tokens = text.replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
  const tests = tokens.map(comparator);
  if (!tests.every((test): test is Test => test !== null)) return null;
  return (version) => tests.every((test) => test(version));
}

/** Whether `version` (`1.0.0`) meets `range`; false for a malformed range or version. */
export function meetsKernelRange(version: string, range: string): boolean {
  const parsed = parsePartial(version.trim());
  if (!parsed || parsed.includes(null)) return false;
  const alternatives = range.trim().split('||').map((part) => conjunction(part.trim()));
  if (!alternatives.every((test): test is Test => test !== null)) return false;
  return alternatives.some((test) => test(parsed as Version));
}
