/**
 * Why a menu address cannot be saved, or null when it can. Menu and submenu items link to pages of this
 * site by url_name ("/services", "destinos/andalucia"); they have no external flag, so an address that
 * leaves the site (a scheme such as https: or mailto:, or a protocol-relative //host) is refused.
 */
export function menuUrlProblem(value: string | null | undefined): "offSite" | "spaces" | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || /^[/\\]{2}/.test(text) || text.startsWith("\\")) return "offSite";
  if (/\s/.test(text)) return "spaces";
  return null;
}
