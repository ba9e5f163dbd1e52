/** The time zones an admin may choose: the platform's IANA list (the server checks the same data), grouped by region. */

export interface TimeZoneGroup {
  /** `Europe`, `America`, ... and `UTC` last. */
  region: string;
  zones: { value: string; label: string }[];
}

/** `America/Argentina/Buenos_Aires` → `Argentina / Buenos Aires`. */
export function zoneLabel(zone: string): string {
  const parts = zone.split('/');
  return (parts.length > 1 ? parts.slice(1) : parts).join(' / ').replace(/_/g, ' ');
}

export function timeZoneGroups(zones: readonly string[] = Intl.supportedValuesOf('timeZone')): TimeZoneGroup[] {
  const groups = new Map<string, TimeZoneGroup>();
  for (const zone of zones) {
    if (zone === 'UTC') continue;
    const region = zone.includes('/') ? zone.split('/')[0] : 'Other';
    let group = groups.get(region);
    if (!group) {
      group = { region, zones: [] };
      groups.set(region, group);
    }
    group.zones.push({ value: zone, label: zoneLabel(zone) });
  }
  return [...[...groups.values()].sort((a, b) => a.region.localeCompare(b.region)), { region: 'UTC', zones: [{ value: 'UTC', label: 'UTC' }] }];
}

/** The groups with only the zones whose name contains `query` (any case, `_` read as a space). */
export function filterZones(groups: TimeZoneGroup[], query: string): TimeZoneGroup[] {
  const needle = query.trim().toLowerCase().replace(/_/g, ' ');
  if (!needle) return groups;
  return groups
    .map((group) => ({ ...group, zones: group.zones.filter((zone) => zone.value.toLowerCase().replace(/_/g, ' ').includes(needle)) }))
    .filter((group) => group.zones.length > 0);
}
