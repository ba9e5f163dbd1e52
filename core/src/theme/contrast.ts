/** Colour contrast, shared with the host (server-rendered pages paint the same colours). */
export * from '../../../sdk/shared/contrast';
