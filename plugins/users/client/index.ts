import { definePlugin, lazyComponent, navItemPoint, routePoint } from '@answer/sdk';
import { profileTabPoint, type ProfileTabProps } from './points';

export {
  profileHeaderPoint,
  profileOverviewPoint,
  profileTabPoint,
  type ProfileSectionContribution,
  type ProfileSectionProps,
  type ProfileTabContribution,
  type ProfileTabProps,
  type ProfileUser,
} from './points';

const loadProfile = () => import('./pages/ProfilePage');

export default definePlugin({
  id: 'users',
  contributions: [
    // Answer's Users and profile pages fill the content column beside the navigation, without the right sidebar
    routePoint.contribute('list', { path: '/users', layout: 'main', titleKey: 'list_page.title', load: () => import('./pages/UsersPage') }),
    routePoint.contribute('profile', { path: '/users/:username', layout: 'main', load: loadProfile }),
    routePoint.contribute('profile-tab', { path: '/users/:username/:tabName', layout: 'main', load: loadProfile }),
    navItemPoint.contribute('users', { labelKey: 'nav.users', to: '/users', order: 30, icon: 'people-fill' }),
    // the profile's own tabs go through the same point as other plugins' (badges: 80)
    profileTabPoint.contribute('overview', { name: 'overview', labelKey: 'tabs.overview', order: 10, component: lazyComponent<ProfileTabProps, 'OverviewTab'>(() => import('./tabs/OverviewTab'), 'OverviewTab') }),
    profileTabPoint.contribute('answers', { name: 'answers', labelKey: 'tabs.answers', order: 20, component: lazyComponent<ProfileTabProps, 'AnswersTab'>(() => import('./tabs/AnswersTab'), 'AnswersTab') }),
    profileTabPoint.contribute('questions', { name: 'questions', labelKey: 'tabs.questions', order: 30, component: lazyComponent<ProfileTabProps, 'QuestionsTab'>(() => import('./tabs/QuestionsTab'), 'QuestionsTab') }),
    profileTabPoint.contribute('bookmarks', { name: 'bookmarks', labelKey: 'tabs.bookmarks', order: 40, ownerOnly: true, component: lazyComponent<ProfileTabProps, 'BookmarksTab'>(() => import('./tabs/BookmarksTab'), 'BookmarksTab') }),
    profileTabPoint.contribute('reputation', { name: 'reputation', labelKey: 'tabs.reputation', order: 50, component: lazyComponent<ProfileTabProps, 'ReputationTab'>(() => import('./tabs/ReputationTab'), 'ReputationTab') }),
    profileTabPoint.contribute('comments', { name: 'comments', labelKey: 'tabs.comments', order: 60, component: lazyComponent<ProfileTabProps, 'CommentsTab'>(() => import('./tabs/CommentsTab'), 'CommentsTab') }),
    profileTabPoint.contribute('votes', { name: 'votes', labelKey: 'tabs.votes', order: 70, ownerOnly: true, component: lazyComponent<ProfileTabProps, 'VotesTab'>(() => import('./tabs/VotesTab'), 'VotesTab') }),
  ],
});
