# The storefront's container image (docs/deploy.md). Two stages: the build, with the dev dependencies and a C++
# toolchain; then the image that runs, with the production dependencies, the build and nothing else, as a user
# without root.
#
#   docker build -t mai-vang .
#   docker run -p 3000:3000 -v mai-vang-data:/app/data mai-vang
#
# Without DATABASE_URL it keeps SQLite, uploads and the e-mail outbox in the /app/data volume.

FROM node:20-bookworm-slim AS build
# better-sqlite3 is compiled from source when no prebuilt binary can be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/build-sqlite.mjs scripts/
# The dependencies' own install scripts stay off, whatever npm this image carries (package.json's allowScripts is
# read only by npm 11.16 and later): esbuild, rolldown and sharp come as prebuilt platform packages, and our
# postinstall builds better-sqlite3 against the Node headers this image keeps in /usr/local/include/node, with no
# nodedir setting (decision 009).
RUN npm ci --ignore-scripts --no-audit --no-fund && npm run postinstall
COPY . .
# The production build (build/), and the staff command bundled beside it: the image has no tsx to run the source.
RUN npm run build \
  && npx esbuild server/domain/staff/staff-cli.ts --bundle --platform=node --format=esm --packages=external \
       --target=node20 --log-level=warning --outfile=build/staff-cli.js \
  && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim
# MALLOC_ARENA_MAX=2: glibc keeps fewer arenas, so the memory an image upload took goes back (decision 024).
ENV NODE_ENV=production \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# Owned by root, so the server cannot change its own code; only /app/data is the server's to write.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# Read at run time: the breached-password list (found from the working directory).
COPY --from=build /app/server/domain/accounts/common-passwords.txt ./server/domain/accounts/
RUN mkdir -p /app/data && chown node:node /app/data
# SQLite (data/bakery.sqlite), staff's uploads (data/uploads) and the outbox (data/outbox) when not set elsewhere.
VOLUME /app/data
USER node
EXPOSE 3000
# Liveness only: /healthz asks nothing of the database (a load balancer asks /readyz).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm start's heap ceiling, without its rebuild check: the image is built once.
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=128", "build/server-main.js"]
