# One image build for both services; docker-compose picks the target. Node 20 (the project's engines floor).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The lock file and its allowScripts list are npm 11's; Node 20 images ship npm 10.
RUN npm install -g npm@11
# Manifests first, so the dependency layer is reused while only source changes.
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY fleet-api/package.json fleet-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx turbo run build --filter=@hub/fleet-api --filter=@hub/gateway --filter=@hub/web \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
# node_modules (production only), the built packages, and schema/ (the gateway reads the SDL at start).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/schema ./schema
COPY --from=build /app/domain/package.json ./domain/
COPY --from=build /app/domain/dist ./domain/dist
COPY --from=build /app/fleet-api/package.json ./fleet-api/
COPY --from=build /app/fleet-api/dist ./fleet-api/dist
COPY --from=build /app/gateway/package.json ./gateway/
COPY --from=build /app/gateway/dist ./gateway/dist
COPY --from=build /app/web/dist ./web/dist
USER node

FROM runtime AS fleet-api
ENV FLEET_API_HOST=0.0.0.0 FLEET_API_PORT=4001 DATA_DIR=/tmp/hubadmin
EXPOSE 4001
CMD ["node", "fleet-api/dist/server.js"]

FROM runtime AS gateway
ENV HOST=0.0.0.0 PORT=4000
EXPOSE 4000
CMD ["node", "gateway/dist/server.js"]
