/** Size of a captcha picture in pixels: the server draws it, the dialog reserves the room for it. */
export const PICTURE_SIZE = { width: 180, height: 60 } as const;
