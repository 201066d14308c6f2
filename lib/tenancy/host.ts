/** `Acme.Localhost:3000` → `acme.localhost`; organisations store bare host names. */
export function normalizeHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const name = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (name === "" || !/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/.test(name)) return null;
  return name;
}
