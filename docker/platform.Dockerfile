# The platform (Fastify + Drizzle) on Node 24, non-root; PostgreSQL via DATABASE_URL, Redis via REDIS_URL.
# It runs the compiled bundle (scripts/build-platform.mjs), not the TypeScript sources: no tsx here.
# Build: docker build -f docker/platform.Dockerfile -t betting-platform .
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# esbuild is a development dependency.
RUN npm install --no-audit --no-fund
COPY scripts ./scripts
COPY contract ./contract
COPY platform ./platform
RUN node scripts/build-platform.mjs

FROM node:24-bookworm-slim AS run
# DejaVu draws the generated art's Latin, Cyrillic and Arabic text (Thai: platform/fonts).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core fontconfig && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production SITE_PROFILE=production PLATFORM_PORT=4000 PLATFORM_HOST=0.0.0.0 PLATFORM_DATA_DIR=/data
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
# The bundle finds its files one folder up (platform/src/config.ts PLATFORM_DIR): migrations and fonts.
COPY --from=build --chown=node:node /app/platform/dist ./platform/dist
COPY --chown=node:node platform/migrations ./platform/migrations
COPY --chown=node:node platform/fonts ./platform/fonts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:4000/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (no npm). The operator CLI: docker exec <container> node platform/dist/cli.js <command>.
CMD ["node", "platform/dist/main.js"]
