# The converter server (the package broker-file-converter), for docker-compose.yml or on its own:
#   docker build -t broker-file-converter .
#   docker run -p 3000:3000 -v bfc-data:/data broker-file-converter
# The first start prints the API key of the account "default" once: `docker logs <container>`.
# The build steps live in docker/build-steps.sh, which test/docker/check-image.ts runs without Docker.

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json tsconfig.json ./
COPY packages/n8n-nodes-broker-file-converter/package.json packages/n8n-nodes-broker-file-converter/
COPY server server
COPY nodes nodes
COPY credentials credentials
COPY docker docker
RUN bash docker/build-steps.sh /src /image

FROM node:20-bookworm-slim
ENV NODE_ENV=production BFC_HOST=0.0.0.0 BFC_PORT=3000 BFC_DATA_DIR=/data
WORKDIR /app
COPY --from=build /image /app
# The official image's unprivileged user "node" (uid 1000) owns the data volume.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "docker/healthcheck.cjs"]
CMD ["node", "--single-threaded-gc", "dist/server/cli.js", "serve"]
