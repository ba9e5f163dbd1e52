import { useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '@answer/sdk';
import { filterZones, timeZoneGroups } from './time-zones';

/** A time zone select grouped by region, with a search box that narrows it (the list has some 400 zones). */
export function TimeZoneWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => timeZoneGroups(), []);
  const shown = useMemo(() => filterZones(groups, query), [groups, query]);
  const current = typeof value === 'string' ? value : '';
  // the saved zone stays selectable while a search hides it, so the select never shows another value
  const hidden = current !== '' && !shown.some((group) => group.zones.some((zone) => zone.value === current));
  return (
    <div className="d-flex flex-column gap-2">
      <input
        type="search"
        className="form-control form-control-sm"
        aria-label={t('interface.time_zone.search')}
        placeholder={t('interface.time_zone.search')}
        value={query}
        disabled={disabled || readonly}
        onChange={(event) => setQuery(event.target.value)}
      />
      <select
        id={id}
        name={id}
        className="form-select"
        value={current}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      >
        {hidden ? <option value={current}>{current}</option> : null}
        {shown.length === 0 ? <option disabled>{t('interface.time_zone.none')}</option> : null}
        {shown.map((group) => (
          <optgroup key={group.region} label={group.region}>
            {group.zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
