/** The greeting to show: the configured one, or the translated default when it is unset. */
export function pickGreeting(config: Record<string, unknown>, fallback: string): string {
  const value = config.greeting;
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

export const GREETING_API = '/answer/api/v1/plugins/hello_route/greeting';
