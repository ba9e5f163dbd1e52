/**
 * The users plugin's profile points, declared here by id: plugins cannot import each other, and
 * the registry matches points by id. The fields of its `ProfileUser` this plugin reads.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

export interface ProfileUser {
  id: string;
  username: string;
  display_name: string;
}

export interface ProfileTabProps {
  user: ProfileUser;
  /** The viewer is the member the profile is about. */
  isOwner: boolean;
  /** `?page=` of the address. */
  page: number;
}

export interface ProfileTabContribution {
  /** The tab's address segment (`/users/:username/<name>`). */
  name: string;
  labelKey: string;
  order?: number;
  ownerOnly?: boolean;
  component: ComponentType<ProfileTabProps>;
}

/** keyed by `name`: the tabs of a profile. */
export const profileTabPoint = defineExtensionPoint<ProfileTabContribution>({ id: 'users/profile/tab', cardinality: 'keyed', keyOf: (tab) => tab.name });

export interface ProfileSectionProps {
  user: ProfileUser;
  isOwner: boolean;
}

export interface ProfileSectionContribution {
  component: ComponentType<ProfileSectionProps>;
  order?: number;
}

/** stack: sections of the profile's overview tab. */
export const profileOverviewPoint = defineExtensionPoint<ProfileSectionContribution>({ id: 'users/profile/overview', cardinality: 'stack' });

/** stack: additions to the profile's header, under the member's counts. */
export const profileHeaderPoint = defineExtensionPoint<ProfileSectionContribution>({ id: 'users/profile/header', cardinality: 'stack' });
