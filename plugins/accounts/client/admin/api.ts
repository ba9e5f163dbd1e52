/** The admin calls of the accounts plugin: users, roles, and the login and user rules. */
import { ADMIN_API_BASE, type HttpClient, type SiteInfo } from '@answer/sdk';
import type { AdminUserDetailResp, AdminUserResp, ListStatus } from '../../server/admin-user-list';

export const USER_STATUSES = ['normal', 'suspended', 'deleted', 'inactive'] as const satisfies readonly ListStatus[];
export type UserStatus = ListStatus;

/** Answer's GetUserPageResp, as the server builds it. */
export type AdminUser = AdminUserResp;
export type AdminUserDetail = AdminUserDetailResp;

export interface Role {
  id: number;
  name: string;
  description: string;
}

export interface UserPage {
  count: number;
  list: AdminUser[];
}

export interface UserPageParams {
  page: number;
  page_size: number;
  query?: string;
  status?: UserStatus;
  staff?: boolean;
  role_id?: number;
}

export interface StatusChange {
  user_id: string;
  status: UserStatus;
  suspend_duration?: string;
  remove_all_content?: boolean;
}

export interface ProfileForm {
  user_id: string;
  display_name: string;
  username: string;
  email: string;
}

export type LoginSettings = Required<NonNullable<SiteInfo['login']>>;
export type UsersSettings = Required<NonNullable<SiteInfo['site_users']>>;

const url = (path: string) => `${ADMIN_API_BASE}${path}`;

export const listUsers = (http: HttpClient, params: UserPageParams) => http.get<UserPage>(url('/users/page'), { query: { ...params } });

export const getUser = (http: HttpClient, userId: string) => http.get<AdminUserDetail>(url('/user'), { query: { user_id: userId } });

export const listRoles = (http: HttpClient) => http.get<Role[]>(url('/roles'));

export const changeStatus = (http: HttpClient, change: StatusChange) => http.put<null>(url('/user/status'), change);

export const changeRole = (http: HttpClient, userId: string, roleId: number) => http.put<null>(url('/user/role'), { user_id: userId, role_id: roleId });

export const setPassword = (http: HttpClient, form: { user_id: string; password: string }) => http.put<null>(url('/user/password'), form);

export const editProfile = (http: HttpClient, form: ProfileForm) => http.put<null>(url('/user/profile'), form);

export const addUsers = (http: HttpClient, users: string) => http.post<null>(url('/users'), { users });

export const activationLink = (http: HttpClient, userId: string) =>
  http.get<{ activation_url: string }>(url('/user/activation'), { query: { user_id: userId } });

export const sendActivation = (http: HttpClient, userId: string) => http.post<null>(url('/users/activation'), { user_id: userId });

export const getLoginSettings = (http: HttpClient) => http.get<LoginSettings>(url('/siteinfo/login'));

export const saveLoginSettings = (http: HttpClient, settings: Partial<LoginSettings>) => http.put<null>(url('/siteinfo/login'), settings);

export const getUsersSettings = (http: HttpClient) => http.get<UsersSettings>(url('/siteinfo/users'));

export const saveUsersSettings = (http: HttpClient, settings: Partial<UsersSettings>) => http.put<null>(url('/siteinfo/users'), settings);
