/** How the dashboard words what it shows: uptime, and a time zone's readable name. */

export interface UptimeParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes of `seconds` (Answer sends the uptime as a string of seconds). */
export function uptimeParts(seconds: number | string): UptimeParts {
  const total = Math.max(0, Math.floor(Number(seconds) || 0));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3_600), minutes: Math.floor((total % 3_600) / 60) };
}

/** The i18n key and values for an uptime: the largest units that say something. */
export function uptimeText(seconds: number | string): { key: string; values: UptimeParts } {
  const parts = uptimeParts(seconds);
  if (parts.days > 0) return { key: 'dashboard.uptime_days', values: parts };
  if (parts.hours > 0) return { key: 'dashboard.uptime_hours', values: parts };
  return { key: 'dashboard.uptime_minutes', values: parts };
}

/** `Asia/Ho_Chi_Minh` → `Ho Chi Minh`; `UTC` stays. */
export function zoneName(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  return city.replaceAll('_', ' ');
}

/** `2026-11-26` → Unix seconds of that day's UTC midnight (the chart draws its x axis in UTC). */
export function dayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / 1000;
}
