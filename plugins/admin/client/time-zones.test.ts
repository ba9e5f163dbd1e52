import { describe, expect, it } from 'vitest';
import { filterZones, timeZoneGroups, zoneLabel } from './time-zones';

describe('time zone choices', () => {
  const groups = timeZoneGroups(['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Asia/Shanghai', 'UTC', 'America/New_York']);

  it('groups the zones by region, UTC last', () => {
    expect(groups.map((group) => group.region)).toEqual(['America', 'Asia', 'Europe', 'UTC']);
    expect(groups[0].zones).toEqual([
      { value: 'America/Argentina/Buenos_Aires', label: 'Argentina / Buenos Aires' },
      { value: 'America/New_York', label: 'New York' },
    ]);
  });

  it('offers every zone the platform knows', () => {
    const all = timeZoneGroups().flatMap((group) => group.zones.map((zone) => zone.value));
    expect(all).toContain('Asia/Shanghai');
    expect(all).toContain('UTC');
    expect(all.length).toBeGreaterThan(300);
  });

  it('narrows the list by a search, spaces matching underscores', () => {
    expect(filterZones(groups, 'new york')).toEqual([{ region: 'America', zones: [{ value: 'America/New_York', label: 'New York' }] }]);
    expect(filterZones(groups, '  ')).toBe(groups);
    expect(filterZones(groups, 'atlantis')).toEqual([]);
  });

  it('labels a zone by its place', () => {
    expect(zoneLabel('Europe/Berlin')).toBe('Berlin');
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});
