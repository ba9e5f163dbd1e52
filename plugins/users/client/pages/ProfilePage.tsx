/**
 * `/users/:username` and `/users/:username/:tabName`: a member's profile. The header, then the
 * tabs other plugins (and this one) add through `users/profile/tab`; the address names the tab
 * and `?page=` its page. An unknown member, a tab no plugin adds and a tab for the owner only
 * seen by someone else all show the kernel's 404 page.
 */
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { PluginScope, useExtensions, useHasRoute, useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchProfile, pageParam } from '../api';
import { Loading } from '../common/Loading';
import { profileTabPoint } from '../points';
import { ProfileHeader } from '../profile/ProfileHeader';
import { ProfileNav } from '../profile/ProfileNav';
import { StatusNote } from '../profile/StatusNote';
import { TabBoundary } from '../profile/TabBoundary';
import { resolveTab, visibleTabs } from '../tabs';

const NOTHING: ReadonlySet<string> = new Set();
/** The bookmarks tab lists what the bookmarks plugin serves. */
const WITHOUT_BOOKMARKS: ReadonlySet<string> = new Set(['bookmarks']);

export default observer(function ProfilePage() {
  const { http, session, site, plugins, notify } = useKernel();
  const t = useT();
  const location = useLocation();
  const { username = '', tabName } = useParams();
  const page = pageParam(useSearchParams()[0].get('page'));
  const contributions = useExtensions(profileTabPoint);
  const canEdit = useHasRoute('/users/settings/profile');
  const user = useLoaded(username, (signal) => fetchProfile(http, username, signal));

  const isOwner = Boolean(user && session.user && session.user.username === user.username);
  const bookmarksServed = plugins.get('bookmarks')?.status === 'active';
  const tabs = useMemo(() => visibleTabs(contributions, { isOwner, unavailable: bookmarksServed ? NOTHING : WITHOUT_BOOKMARKS }), [contributions, isOwner, bookmarksServed]);
  const tab = user ? resolveTab(tabs, tabName) : null;
  const missing = user !== null && tab === null;

  useEffect(() => {
    if (!missing) return undefined;
    // after the kernel's reset of the error page for this address, which runs after this effect
    const timer = window.setTimeout(() => notify.showErrorPage('404'), 0);
    return () => window.clearTimeout(timer);
  }, [missing, notify, location.key]);

  const siteName = site.info.general?.name || 'Answer';
  useEffect(() => {
    if (user) document.title = `${user.display_name || user.username} (${user.username}) - ${siteName}`;
  }, [user, siteName]);

  if (!user) return <Loading />;
  if (!tab) return null;
  const Tab = tab.value.component;
  return (
    <div className="users-profile pt-2 mb-5">
      {user.status !== 'normal' && user.status_msg ? <StatusNote key={user.username} html={user.status_msg} /> : null}
      <div className="d-md-flex flex-wrap justify-content-between align-items-start">
        <ProfileHeader user={user} isOwner={isOwner} />
        {isOwner && canEdit ? (
          <Link to="/users/settings/profile" className="btn btn-outline-secondary mb-3">
            {t('header.edit_profile')}
          </Link>
        ) : null}
      </div>
      <ProfileNav username={user.username} tabs={tabs} active={tab.value.name} />
      <section aria-label={t(`${tab.pluginId}:${tab.value.labelKey}`)} data-testid="profile-tab" data-tab={tab.value.name}>
        {/* the tab renders as its own plugin's: its translations, its errors */}
        <TabBoundary key={`${user.username}:${tab.value.name}`} pluginId={tab.pluginId} fallback={<p className="text-secondary py-5 text-center">{t('tabs.failed')}</p>}>
          <PluginScope pluginId={tab.pluginId}>
            <Tab user={user} isOwner={isOwner} page={page} />
          </PluginScope>
        </TabBoundary>
      </section>
    </div>
  );
});
