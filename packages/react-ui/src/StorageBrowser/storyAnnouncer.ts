/**
 * Stories only: react-aria's Button announces its pending state through a live-region node labelled by
 * the button for 7 s. When the button is gone (its dialog closed, or the story unmounted) that node
 * points at nothing and axe reports it, so stories remove such stale nodes before their checks.
 */
export function clearStaleAnnouncements(): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
    const target = node.getAttribute('aria-labelledby');
    if (!target || !document.getElementById(target)) node.remove();
  }
}
