export const port = Number(process.env.E2E_APP_PORT || 3100);

/** The demo organisations' local hosts (Chromium resolves *.localhost to loopback itself). */
export const hosts = {
  northwind: `http://localhost:${port}`,
  acme: `http://acme.localhost:${port}`,
  alpen: `http://alpen.localhost:${port}`,
  unknown: `http://nobody.localhost:${port}`,
};
