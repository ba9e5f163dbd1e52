import { describe, expect, it } from 'vitest';
import { ApiError } from '@answer/sdk';
import { viewOfState } from './InstallPage';
import { configFailureOf } from './api';
import { isAlreadyInstalled, splitError } from './steps/errors';

describe('installer wizard', () => {
  it('resumes where the server says the installation stands', () => {
    expect(viewOfState({ config_file_exist: false, db_connection_success: false, db_table_exist: false })).toEqual({ kind: 'step', step: 1 });
    expect(viewOfState({ config_file_exist: true, db_connection_success: false, db_table_exist: false })).toEqual({ kind: 'db_failed' });
    expect(viewOfState({ config_file_exist: true, db_connection_success: true, db_table_exist: false })).toEqual({ kind: 'install_now' });
    expect(viewOfState({ config_file_exist: true, db_connection_success: true, db_table_exist: true })).toEqual({ kind: 'installed' });
  });

  it('puts field errors on fields and anything else above the button', () => {
    const fields = new ApiError(400, 'Site name cannot be empty.', [{ error_field: 'site_name', error_msg: 'Site name cannot be empty.' }]);
    expect(splitError(fields, 'fallback')).toEqual({ fields: [{ error_field: 'site_name', error_msg: 'Site name cannot be empty.' }], message: null });
    const alert = new ApiError(400, 'Database connection failed.', { err_type: 'alert' }, 'database.connection_failed');
    expect(splitError(alert, 'fallback')).toEqual({ fields: [], message: 'Database connection failed.' });
    expect(splitError('boom', 'fallback')).toEqual({ fields: [], message: 'fallback' });
  });

  it('recognises the config text to copy and the installed site', () => {
    const failure = new ApiError(400, "Can't create the config file.", { success: false, create_config_failed: true, default_config: 'data: {}\n', err_type: 'alert' });
    expect(configFailureOf(failure)).toEqual({ create_config_failed: true, default_config: 'data: {}\n' });
    expect(configFailureOf(new ApiError(400, 'x', { err_type: 'alert' }))).toBeNull();
    expect(isAlreadyInstalled(new ApiError(400, 'x', { err_type: 'alert' }, 'installation.already_installed'))).toBe(true);
  });
});
