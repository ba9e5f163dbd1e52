/**
 * Plugins switched on or off since this page loaded. The kernel's status of such a plugin
 * describes it before the switch (a plugin enabled a moment ago is "disabled" for this page load),
 * so the table shows the server's view of it, with the note that a reload applies the change.
 */
const switched = new Set<string>();

export function markSwitched(pluginId: string): void {
  switched.add(pluginId);
}

export function wasSwitched(pluginId: string): boolean {
  return switched.has(pluginId);
}

export function anySwitched(): boolean {
  return switched.size > 0;
}
