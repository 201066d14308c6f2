import { describe, expect, it } from "vitest";
import { clientIp } from "@/supabase/embedded/auth/http";

describe("clientIp", () => {
  it("is the socket address of a remote caller, whatever it forwards", () => {
    expect(clientIp("203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
  });

  it("is the first X-Forwarded-For entry behind a local proxy", () => {
    expect(clientIp("127.0.0.1", "198.51.100.1, 10.0.0.1")).toBe("198.51.100.1");
    expect(clientIp("::ffff:127.0.0.1", ["2001:db8::1"])).toBe("2001:db8::1");
  });

  it("ignores a forwarded value that is not an address", () => {
    expect(clientIp("::1", "not-an-ip")).toBe("::1");
    expect(clientIp("127.0.0.1", undefined)).toBe("127.0.0.1");
  });
});
