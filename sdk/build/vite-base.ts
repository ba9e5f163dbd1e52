import type { InlineConfig, LogLevel } from 'vite';
import { pluginScopeGuard, type PluginSide } from './guard';

/**
 * What both halves' Vite builds share: rooted in the plugin folder, blind to any Vite config,
 * env files or public folder around it, in production mode, behind the scope guard.
 */
export function pluginViteBase(pluginDir: string, side: PluginSide, logLevel: LogLevel): InlineConfig {
  return {
    root: pluginDir,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel,
    mode: 'production',
    plugins: [pluginScopeGuard(pluginDir, side)],
  };
}
