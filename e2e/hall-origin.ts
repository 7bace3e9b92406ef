// The origin the app prints in QR codes when Playwright opens it as localhost: the server runs on this machine,
// so the test reads the same network interfaces and PUBLIC_URL (src/server/http/hall-address.ts).
import { networkInterfaces } from "node:os";
import { hallAddress } from "../src/server/http/hall-address";

export function expectedHallOrigin(baseURL: string): { origin: string; noNetworkAddress: boolean } {
  const hall = hallAddress({ host: new URL(baseURL).host, publicUrl: process.env.PUBLIC_URL, interfaces: networkInterfaces() });
  return { origin: hall.origin ?? new URL(baseURL).origin, noNetworkAddress: hall.noNetworkAddress };
}
