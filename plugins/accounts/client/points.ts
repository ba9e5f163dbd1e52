/**
 * Other plugins' points this plugin fills, declared here by id (plugins cannot import each other;
 * the registry matches points by id). Each props type names only the fields read here.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '@answer/sdk';

/** The users plugin's profile header: the member the profile is about. */
export interface ProfileSectionProps {
  user: { username: string };
  isOwner: boolean;
}

export interface ProfileSectionContribution {
  component: ComponentType<ProfileSectionProps>;
  order?: number;
}

/** stack: additions to a profile's header (the users plugin). */
export const profileHeaderPoint = defineExtensionPoint<ProfileSectionContribution>({ id: 'users/profile/header', cardinality: 'stack' });
