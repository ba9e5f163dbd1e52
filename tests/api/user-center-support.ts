/**
 * The sample user centre (plugins/user_center_sample) for tests: its build, and what the operator's
 * portal does, signing the link that brings a person back to the site.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { buildPlugin } from '../../sdk/build';
import { ROOT_DIR } from './harness';

export const PLUGIN_ID = 'user_center_sample';
export const PORTAL_SECRET = 'the-portal-and-the-site-share-this-secret';

/** Builds the sample plugin into a temporary folder; answers the folder and how to remove it. */
export async function buildSamplePlugin(): Promise<{ dir: string; remove: () => void }> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'answer-user-center-'));
  const dir = path.join(work, PLUGIN_ID);
  await buildPlugin({ pluginDir: path.join(ROOT_DIR, 'plugins', PLUGIN_ID), outDir: dir, logLevel: 'silent' });
  return { dir, remove: () => rmSync(work, { recursive: true, force: true }) };
}

export interface PortalPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
}

let issued = 0;

/** A link as the portal signs it for `site`: HS256, two minutes, an id of its own. */
export function signPortalToken(site: string, person: PortalPerson, options: { secret?: string; issuedAt?: number; expiresAt?: number } = {}): Promise<string> {
  issued += 1;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...person, jti: `link-${process.pid}-${issued}-${now}` })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(site)
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(options.expiresAt ?? now + 120)
    .sign(new TextEncoder().encode(options.secret ?? PORTAL_SECRET));
}
