/**
 * The page HTML is the same for every page path until the template or the plugins' state changes,
 * so it is rendered (and compressed) once per such state, and a request is a lookup.
 */
import { acceptedEncoding, compressedVariant, type ContentEncoding } from '../http/compression';
import type { PluginRecord } from '../plugins/registry';

/** What the boot data is made of; a change in any part means a new render. */
export interface PageState {
  template: string;
  mode: string;
  plugins: readonly PluginRecord[];
}

/** Per plugin, the parts of its record that the boot data reads and that change while running. */
type PluginMark = readonly [PluginRecord, boolean, PluginRecord['problem'], PluginRecord['values']];

function marksOf(plugins: readonly PluginRecord[]): PluginMark[] {
  return plugins.map((record) => [record, record.enabled, record.problem, record.values] as const);
}

/** Compared in place: this runs on every page request, so it allocates nothing. */
function unchanged(marks: readonly PluginMark[], plugins: readonly PluginRecord[]): boolean {
  return (
    marks.length === plugins.length &&
    plugins.every((record, i) => {
      const [seen, enabled, problem, values] = marks[i];
      return seen === record && enabled === record.enabled && problem === record.problem && values === record.values;
    })
  );
}

/** Tells whether the plugins' state changed since the last look: a few comparisons per plugin. */
export class PluginStateWatch {
  private marks: PluginMark[] | null = null;

  changed(plugins: readonly PluginRecord[]): boolean {
    if (this.marks && unchanged(this.marks, plugins)) return false;
    this.marks = marksOf(plugins);
    return true;
  }
}

export interface PageBody {
  body: string | Buffer;
  /** Set when `body` is compressed. */
  encoding: ContentEncoding | null;
}

export class PageCache {
  private template = '';
  private mode = '';
  private readonly plugins = new PluginStateWatch();
  private html: string | null = null;
  private readonly variants = new Map<ContentEncoding, Buffer>();
  /** Counts renders that changed the page: server-rendered pages built on an older shell are not served again. */
  generation = 0;

  /** The page for `state`, compressed as `acceptEncoding` allows; `render` runs only when the state changed. */
  body(state: PageState, acceptEncoding: string | string[] | undefined, render: () => string): PageBody {
    const html = this.current(state, render);
    const encoding = acceptedEncoding(acceptEncoding);
    if (!encoding) return { body: html, encoding: null };
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant = compressedVariant(html, encoding);
      this.variants.set(encoding, variant);
    }
    return { body: variant, encoding };
  }

  /** The page for `state`, uncompressed (the shell server-rendered pages are built into). */
  current(state: PageState, render: () => string): string {
    const pluginsChanged = this.plugins.changed(state.plugins);
    if (this.html !== null && !pluginsChanged && state.template === this.template && state.mode === this.mode) return this.html;
    const html = render();
    // The plugin state is reread from the database every few seconds as new objects: the same
    // page then keeps its compressed copies.
    if (html !== this.html) {
      this.variants.clear();
      this.generation += 1;
    }
    this.template = state.template;
    this.mode = state.mode;
    this.html = html;
    return html;
  }
}
