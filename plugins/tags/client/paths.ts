/** Addresses of the tag pages. */
export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;
export const tagInfoPath = (slug: string) => `/tags/${encodeURIComponent(slug)}/info`;
export const tagEditPath = (tagId: string) => `/tags/${encodeURIComponent(tagId)}/edit`;
/** The tag's history, served by the activity plugin when it is on. */
export const TAG_TIMELINE_ROUTE = '/tags/:tagId/timeline';
export const tagTimelinePath = (tagId: string) => `/tags/${encodeURIComponent(tagId)}/timeline`;
