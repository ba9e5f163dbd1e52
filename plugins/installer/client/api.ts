/** The installer's calls; every error reaches the wizard, which shows it on the form. */
import { ApiError, INSTALL_API_BASE } from '@answer/sdk';
import type { HttpClient } from '@answer/sdk';

export interface InstallState {
  config_file_exist: boolean;
  db_connection_success: boolean;
  db_table_exist: boolean;
}

export interface LanguageOption {
  label: string;
  value: string;
}

export type DbForm = Record<string, unknown> & { db_type?: string };
export type BaseInfoForm = Record<string, unknown>;

/** What `init` answers when the config file could not be written. */
export interface ConfigFailure {
  create_config_failed: true;
  default_config: string;
}

const passing = { passingError: true, ignore50x: true } as const;

export function installApi(http: HttpClient) {
  return {
    state: () => http.post<InstallState>(`${INSTALL_API_BASE}/config-file/check`, {}, passing),
    languages: () => http.get<LanguageOption[]>(`${INSTALL_API_BASE}/language/options`, passing),
    checkDb: (db: DbForm) => http.post<{ connection_success: boolean }>(`${INSTALL_API_BASE}/db/check`, db, passing),
    init: (db: DbForm) => http.post<{ success: boolean }>(`${INSTALL_API_BASE}/init`, db, passing),
    baseInfo: (form: BaseInfoForm) => http.post<null>(`${INSTALL_API_BASE}/base-info`, form, passing),
  };
}

export type InstallApi = ReturnType<typeof installApi>;

export function configFailureOf(error: unknown): ConfigFailure | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return null;
  const data = error.data as Partial<ConfigFailure>;
  return data.create_config_failed === true && typeof data.default_config === 'string'
    ? { create_config_failed: true, default_config: data.default_config }
    : null;
}
