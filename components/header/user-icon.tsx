/** The account icon (a CSS mask, app/site-chrome.css), 20 px. */
export function UserIcon() {
  return <span aria-hidden className="mask-icon icon-user h-5 w-5" />;
}
