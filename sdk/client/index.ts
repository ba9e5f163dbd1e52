/** The plugin author's API (client half). */
export * from './extension';
export * from './points';
export * from './services';
export * from './plugin';
export * from './react';
export * from './captcha';
export * from './content';
export * from './unsaved-changes';
export * from './lazy-modal';
export * from './lazy-component';
export * from './slot';
export * from './routes';
export * from './shared-modules';
export { API_BASE, ADMIN_API_BASE, INSTALL_API_BASE } from '../shared/paths';
export * from '../shared/ids';
export * from '../shared/permalink';
export * from '../shared/maintenance';
export { useQuestionPermalink } from './permalink';
export { KERNEL_VERSION } from '../shared/boot';
export { SchemaForm } from './schema-form-lazy';
export type { SchemaFormData, SchemaFormProps } from './schema-form-types';
export { collectMessages } from './schema-form-utils';
export { SiteSettingsPage, type SiteSettingsPageProps } from './site-settings-page';
export { formatCount, pageWindow, relativeTime, type RelativeTime, type RelativeUnit } from './counts';
export { TimeAgo, type TimeAgoProps } from './time-ago';
export { useLoaded } from './use-loaded';
/** The external user centre (`GET /user-center/agent`) and the spec's log-in and sign-up redirect rules. */
export * from './user-center';
export { iconImageSource } from './icon-source';
export { DEFAULT_TIME_ZONE, formatDateTime, intlLocale, useDateFormat, type DateFormat, type DateStyle } from './date-format';
export { AdminMenuLink, type AdminMenuLinkProps } from './admin-menu-link';
/** A dialog that asks before an action runs (Cancel is the kernel's word; the rest is passed in). */
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ReasonChoice, type ReasonChoiceItem, type ReasonChoiceProps } from './reason-choice';
/** Admin list pages: address-bar filters with a debounced search, row selection, status pills, paging. */
export { BulkBar, ListFilters, ListPager, LoadingNote, oneOf, pageCount, SelectableTable, SelectAllCell, SelectRowCell, useConfirmedAction, useListParams, useSelection, type BulkBarProps, type ConfirmedAction, type ListFiltersProps, type ListParams, type PendingAction, type Selection, type SelectableTableProps, type TableColumn } from './admin-list';
