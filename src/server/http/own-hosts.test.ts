import { describe, expect, it } from "vitest";
import type { Interfaces } from "./hall-address";
import { ownHosts } from "./own-hosts";

describe("ownHosts", () => {
  it("knows the loopback names, the listening address and the configured origins on the app's port", () => {
    const own = ownHosts({ port: 3000, listen: "10.1.2.3", origins: ["http://localhost:3000", "https://Turnier.Example/"], interfaces: () => ({}) });
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "10.1.2.3:3000", "turnier.example", "TURNIER.example", undefined, ""]) expect(own(host), host).toBe(true);
    for (const host of ["localhost", "localhost:3001", "127.0.0.2:3000", "turnier.example:3000", "evil.example", "10.1.2.3"]) expect(own(host), host).toBe(false);
  });

  it("port 80 is named without a port; 0.0.0.0 names no address", () => {
    const own = ownHosts({ port: 80, listen: "0.0.0.0", origins: [], interfaces: () => ({}) });
    expect(own("localhost")).toBe(true);
    expect(own("0.0.0.0")).toBe(false);
  });

  it("the machine's network addresses, read again after a while: the laptop joins the hall's network late", () => {
    let now = 0;
    let interfaces: Interfaces = {};
    const own = ownHosts({ port: 3000, origins: [], interfaces: () => interfaces, refreshMs: 10_000, now: () => now });
    expect(own("192.168.1.10:3000")).toBe(false);
    interfaces = { wlan0: [{ address: "192.168.1.10", family: "IPv4", internal: false }, { address: "fe80::1", family: "IPv6", internal: false }] };
    expect(own("192.168.1.10:3000")).toBe(false); // read 0 ms ago
    now = 10_000;
    expect(own("192.168.1.10:3000")).toBe(true);
    expect(own("[fe80::1]:3000")).toBe(true);
  });
});
