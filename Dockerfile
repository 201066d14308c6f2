# syntax=docker/dockerfile:1
# The app's image: the standalone folder of `npm run build` (Next's server output, the bundled self-hosted server
# server.mjs, public/ and the static assets) on a slim Node, nothing else of the checkout.
#
#   docker build -t sitebuilder \
#     --build-arg NEXT_PUBLIC_SUPABASE_URL=https://<project-ref>.supabase.co \
#     --build-arg NEXT_PUBLIC_SUPABASE_ANON_KEY=<anon key> .
#
# The two NEXT_PUBLIC_* values are baked into the browser bundle, so an image serves one Supabase project; the
# server's own variables (DATABASE_URL, mail, REDIS_URL…) are given at `docker run` (README, "Deploy").

FROM node:24-slim AS deps
# One folder for every stage: the build records paths under it, and the runtime stage keeps the same one.
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci` (as in .ci/run): the lockfile lacks other platforms' optional native packages (@next/swc-*…), the
# registry it was made against having none, and `npm ci` refuses it as out of sync; `npm install` keeps every
# version the lockfile pins and adds what this platform needs.
RUN npm install --no-audit --no-fund

# The sources with their dependencies: `npm run build` below, and compose.yaml's one-shot `migrate` service.
FROM deps AS source
COPY . .

FROM source AS build
ARG NEXT_PUBLIC_SUPABASE_URL
ARG NEXT_PUBLIC_SUPABASE_ANON_KEY
ENV NEXT_TELEMETRY_DISABLED=1
# Without them the browser bundle would point at the embedded stack on 127.0.0.1.
RUN test -n "$NEXT_PUBLIC_SUPABASE_URL" && test -n "$NEXT_PUBLIC_SUPABASE_ANON_KEY" \
  || { echo "Build with --build-arg NEXT_PUBLIC_SUPABASE_URL=… --build-arg NEXT_PUBLIC_SUPABASE_ANON_KEY=…" >&2; exit 1; }
RUN npm run build

FROM node:24-slim AS runtime
WORKDIR /app
# Docker sets HOSTNAME to the container's id, on which the server would listen (and not on 127.0.0.1, where the
# health check asks): listen on every interface.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
# Owned by the unprivileged user, who writes Next's cache under .next/cache.
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
# Liveness only (the process answers); /api/ready, which also asks the database, Redis and Storage, is for a
# balancer or an orchestrator to decide where requests go. Slim images have no curl: Node's fetch asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops on SIGTERM after the requests in flight (server/main.ts); node is PID 1 and handles it itself.
CMD ["node", "server.mjs"]
