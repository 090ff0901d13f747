# The staff's back office: Next's standalone output on Node 24, non-root. It talks only to the
# platform's /admin API and is published on the host's loopback only (compose.yaml): staff reach it
# through a VPN or an SSH tunnel, never through the public load balancer (docs/back-office.md).
# Build: docker build -f docker/backoffice.Dockerfile -t betting-backoffice .
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Optional packages of other platforms are missing from this machine's lock: install, not ci.
RUN npm install --no-audit --no-fund --ignore-scripts=false

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN cd backoffice && ../node_modules/.bin/next build

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 KEEP_ALIVE_TIMEOUT=65000 PORT=3001 BACKOFFICE_PORT=3001 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/backoffice/.next/standalone ./
COPY --from=build --chown=node:node /app/backoffice/.next/static ./backoffice/.next/static
USER node
EXPOSE 3001
# The login page needs no session and renders without calling the platform.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3001/login').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
CMD ["node", "backoffice/server.js"]
