/**
 * What the host tells the kernel at page load, inlined in index.html as
 * `<script id="answer-boot" type="application/json">`. Shared by the host and the kernel.
 */
export type ServerPluginStatus = 'active' | 'failed' | 'incompatible' | 'disabled';

export interface BootPlugin {
  id: string;
  name: string;
  description: string;
  version: string;
  /** semver range of the kernel API the plugin was built for */
  kernel: string;
  builtin: boolean;
  required: boolean;
  enabled: boolean;
  /** The server's view: manifest invalid or kernel range unmet, server half failed, or off. */
  status: ServerPluginStatus;
  reason?: string;
  /** URL of the System.register bundle, for plugins loaded at run time. */
  clientEntry?: string;
  css?: string[];
  /** Config values the plugin's schema marks `x-expose: client`. */
  config: Record<string, unknown>;
}

export interface BootData {
  /** `install` until the site is installed: only the installer runs. */
  mode: 'install' | 'run';
  /** '' or a path such as '/community', without a trailing slash. */
  basePath: string;
  /** The kernel API version plugins are checked against. */
  kernelVersion: string;
  plugins: BootPlugin[];
}

export const BOOT_ELEMENT_ID = 'answer-boot';

/** The kernel API version; plugin manifests name a semver range of it in `kernel`. */
export const KERNEL_VERSION = '1.0.0';
