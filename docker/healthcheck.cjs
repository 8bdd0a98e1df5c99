// The image's HEALTHCHECK: healthy while GET /healthz answers 200 on the server's own port.
// Node rather than curl, which the slim image does not have.
const port = process.env.BFC_PORT || '3000';
fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
