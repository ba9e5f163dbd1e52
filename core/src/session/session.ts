/** The visitor's session: token, user and the derived login states of spec section 4. */
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { SessionUser, SessionView } from '@answer/sdk';
import type { ExpiringStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage';
import { ROUTE } from '../http/pipeline';

/** `/user/info` is not asked again within this window unless forced (spec section 9). */
export const USER_REFRESH_INTERVAL_MS = 10_000;

/** Pages where the visitor is logging in or signing up: never a place to come back to. */
const NO_RETURN_PATHS = ['/users/login', '/users/register'];

export interface SessionDeps {
  storage: ExpiringStorage;
  /** `GET /user/info`: null for a guest or an unknown token. */
  fetchUser: () => Promise<SessionUser | null>;
  now?: () => number;
}

export class SessionStore implements SessionView {
  token: string;
  user: SessionUser | null = null;
  private lastLoad = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: SessionDeps) {
    this.now = deps.now ?? Date.now;
    this.token = deps.storage.get<string>(STORAGE_KEYS.token) ?? '';
    makeObservable<SessionStore, 'setUser'>(this, {
      token: observable,
      user: observableRef,
      isLoggedIn: computed,
      isActivated: computed,
      isForbidden: computed,
      isNormal: computed,
      isAdmin: computed,
      isModerator: computed,
      clear: action,
      clearUser: action,
      setToken: action,
      setUser: action,
    });
  }

  get isLoggedIn(): boolean {
    return this.token !== '' && this.user !== null;
  }
  get isActivated(): boolean {
    return this.isLoggedIn && this.user?.mail_status === 1;
  }
  get isForbidden(): boolean {
    return this.isLoggedIn && this.user?.status === 'suspended';
  }
  get isNormal(): boolean {
    return this.isActivated && !this.isForbidden;
  }
  get isAdmin(): boolean {
    return this.isNormal && this.user?.role_id === 2;
  }
  get isModerator(): boolean {
    return this.isNormal && this.user?.role_id === 3;
  }

  setToken(token: string): void {
    this.token = token;
    if (token) this.deps.storage.set(STORAGE_KEYS.token, token);
    else this.deps.storage.remove(STORAGE_KEYS.token);
  }

  async loginWithToken(token: string): Promise<string> {
    if (!token) return ROUTE.home;
    this.setToken(token);
    await this.refresh(true);
    if (!this.isLoggedIn) return ROUTE.home;
    if (!this.isActivated) return ROUTE.inactive;
    return this.takeReturnPath() ?? ROUTE.home;
  }

  clear(): void {
    this.setToken('');
    this.user = null;
  }

  clearUser(): void {
    this.user = null;
  }

  refresh(force = false): Promise<void> {
    if (this.pending) return this.pending;
    if (!force && this.now() - this.lastLoad < USER_REFRESH_INTERVAL_MS) return Promise.resolve();
    this.pending = this.load().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Remembers `path` for after login, unless it is the login or sign-up page itself. */
  saveReturnPath(path: string): void {
    const pathname = path.split(/[?#]/)[0] ?? path;
    if (NO_RETURN_PATHS.includes(pathname)) return;
    this.deps.storage.set(STORAGE_KEYS.returnPath, path);
  }

  takeReturnPath(): string | undefined {
    const path = this.deps.storage.get<string>(STORAGE_KEYS.returnPath);
    this.deps.storage.remove(STORAGE_KEYS.returnPath);
    return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
  }

  private async load(): Promise<void> {
    if (!this.token) {
      runInAction(() => {
        this.user = null;
      });
      this.lastLoad = this.now();
      return;
    }
    const user = await this.deps.fetchUser();
    this.lastLoad = this.now();
    this.setUser(user);
  }

  private setUser(user: SessionUser | null): void {
    if (!user) {
      // The server no longer knows the token: the visitor is a guest.
      this.clear();
      return;
    }
    this.user = user;
    // Answer echoes the token in user info; keep the stored copy fresh (and its 7 days).
    if (user.access_token && user.access_token !== this.token) this.setToken(user.access_token);
    else if (this.token) this.deps.storage.set(STORAGE_KEYS.token, this.token);
  }
}
