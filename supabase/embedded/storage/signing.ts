import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SignJWT, errors, jwtVerify } from "jose";
import { storageErrors } from "./errors";

/**
 * Signed URLs as Supabase Storage makes them: a JWT naming `{bucket}/{name}` that expires. The key is this
 * stack's own, kept beside the files so that a URL handed out survives a restart.
 */
export class UrlSigner {
  private constructor(private readonly key: Uint8Array) {}

  static async load(root: string): Promise<UrlSigner> {
    const file = path.join(root, ".signing-key");
    try {
      return new UrlSigner(Buffer.from(await readFile(file, "utf8"), "base64url"));
    } catch {
      await mkdir(root, { recursive: true });
      const key = randomBytes(32);
      await writeFile(file, key.toString("base64url"), { mode: 0o600 });
      return new UrlSigner(key);
    }
  }

  sign(url: string, expiresIn: number): Promise<string> {
    return new SignJWT({ url })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(this.key);
  }

  /** Throws the API's 400 unless the token is ours, unexpired and names `url`. */
  async verify(token: string, url: string): Promise<void> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      if (payload.url !== url) throw storageErrors.invalidSignature("the token names another object");
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw storageErrors.invalidSignature("jwt expired");
      if (error instanceof Error && "status" in error) throw error;
      throw storageErrors.invalidSignature();
    }
  }
}
