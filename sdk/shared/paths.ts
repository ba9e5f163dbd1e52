/** Answer-compatible API prefixes, the same on both sides. */
export const API_BASE = '/answer/api/v1';
export const ADMIN_API_BASE = '/answer/admin/api';
export const INSTALL_API_BASE = '/installation';
