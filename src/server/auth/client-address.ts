// The client's address for rate limiting. Our server (scripts/start.ts) writes CLIENT_ADDRESS_HEADER from the
// socket on every request, overwriting whatever a client sent; forwarding headers are only believed with
// TRUST_PROXY=true (behind a reverse proxy that sets them).
export const CLIENT_ADDRESS_HEADER = "x-stichfest-client-address";

export function clientAddressFrom(headers: Record<string, unknown> | Headers): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  return typeof value === "string" && value ? value : "unknown";
}
