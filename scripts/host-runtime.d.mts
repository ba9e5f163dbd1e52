export const HOST_BUILD: string;
export const HOST_ENTRY: string;
export const HOST_NODE_ARGS: readonly string[];
export const HOST_ENV: Readonly<Record<string, string>>;
