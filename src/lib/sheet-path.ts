/** Whether a path (a sign-in's way back) is the Spielblock's: its sign-in and sign-up then speak to anyone keeping a
 * game sheet, not only to organizers. */
export const isSheetPath = (path: string) => /^\/spielblock(?:[/?#]|$)/.test(path);
