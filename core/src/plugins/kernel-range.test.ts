import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';
import { describe, expect, it } from 'vitest';
import { meetsKernelRange } from './kernel-range';

const VERSIONS = ['0.0.1', '0.1.0', '0.1.5', '1.0.0', '1.2.0', '1.2.3', '1.2.9', '1.3.0', '2.0.0', '10.4.1'];
const RANGES = [
  '^1.0.0', '^1.2', '^1', '^0.1.0', '^0.0.1', '^0.0', '^0', '~1.2.3', '~1.2', '~1', '~0.1', '*', 'x', '', '1', '1.x', '1.2.x', '1.2.3',
  '=1.2.3', '>1.2', '>=1.2.3', '< 2', '<=1.2', '>=1.0.0 <2.0.0', '>= 1.2 < 1.3', '1.2.3 - 2', '1 - 1.2', '^0.1 || ^1.2', '<1 || >=2', 'v1.2.3',
];

describe('meetsKernelRange', () => {
  it('agrees with the semver package on the ranges plugins write', () => {
    for (const range of RANGES) {
      for (const version of VERSIONS) {
        expect({ range, version, meets: meetsKernelRange(version, range) }).toEqual({ range, version, meets: satisfies(version, range, { includePrerelease: true }) });
      }
    }
  });

  it('refuses what is not a range, as the host does', () => {
    for (const range of ['not a range', '^', '>=a.b', '1.2.3.4', '^1.0.0 ||| 2']) {
      expect(validRange(range)).toBeNull();
      expect(meetsKernelRange('1.0.0', range)).toBe(false);
    }
  });
});
