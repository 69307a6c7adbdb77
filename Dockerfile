# syntax=docker/dockerfile:1
# SlideCraft: one image for the API nodes and the worker (docs/deployment.md, "Many nodes").
#   docker build -t slidecraft .
#   docker run -p 3000:3000 -v slidecraft-data:/data slidecraft          # API (the default)
#   docker run ... slidecraft npm run worker                               # worker (needs REDIS_URL)
ARG NODE_IMAGE=node:20-bookworm-slim

# --- manifests: the lock file and every workspace's package.json (what `npm ci` reads) ------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/deck/package.json packages/deck/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY docs/package.json docs/

# --- build: every workspace with its dev dependencies, then `npm run build` ----------------
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY --from=manifests /src ./
RUN npm ci
COPY . .
RUN npm run build

# --- runtime: production dependencies of the server only, built files, non-root -----------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=manifests /src ./
# Fonts: every font the app renders with ships through npm and is a production dependency:
# the deck engine's render fonts (@expo-google-fonts/*: PNG through resvg as glyph outlines,
# PDF through pdfkit with the fonts embedded) and the web fonts the server serves
# (@fontsource/*). Nothing reads system fonts (LibreOffice is used by tests only), so no
# fonts-noto-cjk. The last line fails the build when a font package is missing.
RUN npm ci --omit=dev --workspace apps/server --workspace packages/deck \
      --workspace packages/contract \
    && npm cache clean --force \
    && cd packages/deck \
    && node -e "for (const p of ['noto-sans-sc','noto-serif-sc','zcool-kuaile']) require.resolve('@expo-google-fonts/' + p + '/package.json')"
COPY --from=build /src/packages/contract/dist packages/contract/dist
COPY --from=build /src/packages/deck/dist packages/deck/dist
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/server/prompts apps/server/prompts
COPY --from=build /src/apps/web/dist apps/web/dist
# The image's files stay root's (read-only to the app); only DATA_DIR is writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# glibc's malloc as `npm run serve` sets it: two arenas, not one per thread (the preview threads'
# freed rasters stayed in theirs), and large blocks always mapped, so a freed raster goes back to
# the system (docs/decisions.md, "Issue 34: the server's memory").
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# Liveness; load balancers should probe /api/readyz (database, Redis, queue).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
