# The portal: Next's standalone output (server.js with only the files it traces) on Node 24, non-root.
# Build: docker build -f docker/portal.Dockerfile -t betting-portal .
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
RUN node_modules/.bin/next build

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production SITE_PROFILE=production NEXT_TELEMETRY_DISABLED=1 KEEP_ALIVE_TIMEOUT=65000 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
USER node
EXPOSE 3000
# A guest's session answer is the cheapest page-independent request the portal serves.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/session').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
