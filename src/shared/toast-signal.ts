/** How the toast store tells the `client:toast` directive that a toast is waiting (src/directives/toast.ts). */
export const TOAST_SHOWN_EVENT = 'rudel:toast';
export const TOAST_SHOWN_ATTRIBUTE = 'data-toast-shown';
