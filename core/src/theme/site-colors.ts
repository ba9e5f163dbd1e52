/** The site's colours as CSS, shared with the host (server-rendered pages paint the same colours). */
export * from '../../../sdk/shared/site-colors';
