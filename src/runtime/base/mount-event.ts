/** Fired on a placeholder when its widget rendered for the first time (bubbles; `detail: {widget}`). */
export const MOUNT_EVENT = 'site-widgets:mount';
