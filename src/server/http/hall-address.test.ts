import { describe, expect, it } from "vitest";
import { hallAddress, isLoopbackHost, lanIPv4, type Interfaces } from "./hall-address";

const lo = [
  { address: "127.0.0.1", family: "IPv4", internal: true },
  { address: "::1", family: "IPv6", internal: true },
];
const laptop: Interfaces = {
  lo,
  wlan0: [
    { address: "fe80::1c2d:3e4f:5a6b:7c8d", family: "IPv6", internal: false },
    { address: "192.168.1.10", family: "IPv4", internal: false },
  ],
};

describe("loopback hosts", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "LOCALHOST:3000",
    "localhost.:3000",
    "stichfest.localhost:3000",
    "127.0.0.1",
    "127.0.0.1:3000",
    "127.1.2.3:8080",
    "127.1:3000",
    "::1",
    "[::1]",
    "[::1]:3000",
    "[0:0:0:0:0:0:0:1]:3000",
    "[::ffff:127.0.0.1]:3000",
  ])("%s is a loopback host", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each(["192.168.1.10:3000", "10.0.0.5", "turnier.example", "localhost.evil.example", "128.0.0.1:3000", "[fd00::2]:3000", "", "not a host/"])(
    "%s is none",
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

describe("the machine's network address", () => {
  it("is the first IPv4 address that is not internal", () => {
    expect(lanIPv4(laptop)).toBe("192.168.1.10");
    expect(lanIPv4({ lo, eth0: [{ address: "10.0.0.2", family: "IPv4", internal: false }], wlan0: laptop.wlan0 })).toBe("10.0.0.2");
  });

  it("takes a self-assigned 169.254 address only when there is no other", () => {
    const selfAssigned = { address: "169.254.7.8", family: "IPv4", internal: false };
    expect(lanIPv4({ lo, eth0: [selfAssigned], wlan0: laptop.wlan0 })).toBe("192.168.1.10");
    expect(lanIPv4({ lo, eth0: [selfAssigned] })).toBe("169.254.7.8");
  });

  it("reads the numeric family of older Node versions", () => {
    expect(lanIPv4({ eth0: [{ address: "192.168.0.4", family: 4, internal: false }] })).toBe("192.168.0.4");
  });

  it.each<[string, Interfaces]>([
    ["no interfaces", {}],
    ["loopback only", { lo }],
    ["IPv6 only", { lo, eth0: [{ address: "fd00::2", family: "IPv6", internal: false }, { address: "fe80::1", family: "IPv6", internal: false }] }],
    ["an empty interface", { eth0: undefined, wlan0: [] }],
  ])("is none with %s", (_, interfaces) => {
    expect(lanIPv4(interfaces)).toBeNull();
  });
});

describe("the address printed in QR codes", () => {
  it("is PUBLIC_URL's origin when set, whatever the request's host", () => {
    expect(hallAddress({ host: "localhost:3000", publicUrl: "https://turnier.example/", interfaces: laptop })).toEqual({
      origin: "https://turnier.example",
      noNetworkAddress: false,
    });
    expect(hallAddress({ host: "localhost:3000", publicUrl: "http://10.1.1.1:8080", interfaces: {} })).toEqual({
      origin: "http://10.1.1.1:8080",
      noNetworkAddress: false,
    });
  });

  it("keeps a network address the organizer already uses (null: the request's own)", () => {
    expect(hallAddress({ host: "192.168.1.10:3000", interfaces: laptop })).toEqual({ origin: null, noNetworkAddress: false });
    expect(hallAddress({ host: "turnier.example", interfaces: {} })).toEqual({ origin: null, noNetworkAddress: false });
  });

  it.each(["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "127.0.1.1:3000"])("replaces %s by the network address with the same port", (host) => {
    expect(hallAddress({ host, interfaces: laptop })).toEqual({ origin: "http://192.168.1.10:3000", noNetworkAddress: false });
  });

  it("keeps a missing port missing (port 80)", () => {
    expect(hallAddress({ host: "localhost", interfaces: laptop }).origin).toBe("http://192.168.1.10");
  });

  it.each<[string, Interfaces]>([
    ["no interface", {}],
    ["only internal ones", { lo }],
    ["only IPv6 ones", { lo, eth0: [{ address: "fd00::2", family: "IPv6", internal: false }] }],
  ])("flags a loopback request on a machine with %s", (_, interfaces) => {
    expect(hallAddress({ host: "localhost:3000", interfaces })).toEqual({ origin: null, noNetworkAddress: true });
    expect(hallAddress({ host: "localhost:3000", publicUrl: "", interfaces })).toEqual({ origin: null, noNetworkAddress: true });
  });
});
