export const HOST_BUILD_DIR: string;
export const HOST_SOURCES: readonly string[];
export function hostBuildIsCurrent(outDir?: string): boolean;
export function buildHost(outDir?: string): Promise<string>;
