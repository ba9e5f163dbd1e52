/**
 * The member profile's extension points (`/users/:username` and `/users/:username/:tabName`).
 * Another plugin contributes with a token of the same id (plugins cannot import each other), e.g.
 * `defineExtensionPoint<…>({ id: 'users/profile/tab', cardinality: 'keyed', keyOf: (tab) => tab.name })`,
 * and may name only the fields of `ProfileUser` it reads.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

/** A member as `GET /personal/user/info?username=` returns them (Answer's `GetOtherUserInfoByUsernameResp`). */
export interface ProfileUser {
  id: string;
  username: string;
  display_name: string;
  /** Picture URL as the site shows it, '' for none. */
  avatar: string;
  /** Reputation. */
  rank: number;
  answer_count: number;
  question_count: number;
  /** `normal`, `inactive`, `suspended` or `deleted`. */
  status: string;
  /** Unix seconds. */
  created_at: number;
  /** Unix seconds, 0 when never. */
  last_login_date: number;
  /** Markdown. */
  bio: string;
  /** Sanitised HTML of `bio`. */
  bio_html: string;
  website: string;
  location: string;
  /** A note (HTML, translated) about a member who is not `normal`: inactive, suspended or deleted. */
  status_msg?: string;
  /** When a suspension ends (Unix seconds); 0 or absent when none or for good. */
  suspended_until?: number;
}

/** What a tab of the profile is given. */
export interface ProfileTabProps {
  user: ProfileUser;
  /** The viewer is the member the profile is about. */
  isOwner: boolean;
  /** `?page=` of the address, a whole number from 1. */
  page: number;
}

export interface ProfileTabContribution {
  /** The tab's address segment (`/users/:username/<name>`; `overview` is `/users/:username`) and its key. */
  name: string;
  /** Label key in the contributing plugin's own i18n namespace. */
  labelKey: string;
  /** Place in the tab row, lower first (the users plugin's own tabs use 10 to 70). */
  order?: number;
  /** Listed and reachable only for the profile's owner; others get the 404 page at its address. */
  ownerOnly?: boolean;
  component: ComponentType<ProfileTabProps>;
}

/**
 * keyed by `name`: the tabs of a profile. The users plugin contributes `overview` (10),
 * `answers` (20), `questions` (30), `bookmarks` (40, owner only), `reputation` (50),
 * `comments` (60) and `votes` (70, owner only); the badges plugin adds `badges` (80). A name no
 * tab has shows the 404 page.
 */
export const profileTabPoint = defineExtensionPoint<ProfileTabContribution>({ id: 'users/profile/tab', cardinality: 'keyed', keyOf: (tab) => tab.name });

/** What the overview sections and the header contributions are given. */
export interface ProfileSectionProps {
  user: ProfileUser;
  isOwner: boolean;
}

export interface ProfileSectionContribution {
  component: ComponentType<ProfileSectionProps>;
  order?: number;
}

/**
 * stack: sections of the overview tab after the member's top answers and questions (the badges
 * plugin's recent badges). Each renders its own heading, or nothing when it has nothing to show.
 */
export const profileOverviewPoint = defineExtensionPoint<ProfileSectionContribution>({ id: 'users/profile/overview', cardinality: 'stack' });

/** stack: additions to the profile's header, under the member's counts (the badges plugin's counts by level). */
export const profileHeaderPoint = defineExtensionPoint<ProfileSectionContribution>({ id: 'users/profile/header', cardinality: 'stack' });
