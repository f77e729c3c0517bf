/**
 * Opening a native `<dialog>` as a modal, shared by the consent dialog and the layer.
 *
 * showModal() makes the rest of the page inert and lays all of it out at once. A dialog that opens while the page
 * hydrates (the consent dialog on a first visit, an offer layer that came with the server's HTML) would do that
 * inside the commit that ends hydration, the longest task of the load: 50 ms (consent) and 108 ms (offer layer)
 * at 4× CPU (Total Blocking Time). `showModalSoon` moves it into a task of its own.
 */

/** Makes `dialog` modal one task later, then runs `afterShown`. Returns the cancel function (for effect clean-up). */
export function showModalSoon(dialog: HTMLDialogElement, afterShown?: () => void): () => void {
  const timer = setTimeout(() => {
    if (showModalNow(dialog)) afterShown?.();
  }, 0);
  return () => clearTimeout(timer);
}

/**
 * Makes `dialog` modal now. False when it is no longer in the document or already modal. A dialog the server sent
 * open (in the page, not modal) is closed first: showModal() throws on an open dialog.
 */
export function showModalNow(dialog: HTMLDialogElement): boolean {
  if (!dialog.isConnected || isModal(dialog)) return false;
  if (dialog.open) dialog.close();
  dialog.showModal();
  return true;
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    // Browsers without :modal (before Chromium 105, Safari 15.4, Firefox 103) only open dialogs as modals here.
    return dialog.open;
  }
}
