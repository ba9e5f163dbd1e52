/**
 * Small pieces of the profile rendered on the server: dates, counts and the plain text of HTML.
 * Every value goes through `html` (escaped) where it is used.
 */
import { formatCount, plainText, timeTag as sdkTimeTag, type PageRequest, type SafeHtml } from '@answer/sdk/server';

/** A moment as a date in the page's language (UTC: a kept page is shared by every reader). */
export const timeTag = (request: PageRequest, seconds: number): SafeHtml | null => sdkTimeTag(request.lang, seconds);

export { formatCount, plainText };
