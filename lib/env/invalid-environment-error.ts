/** A missing or malformed variable; the message is one line naming every one, as the start prints it. */
export class InvalidEnvironmentError extends Error {
  constructor(problems: readonly string[]) {
    super(`Invalid environment: ${problems.join("; ")}`);
    this.name = "InvalidEnvironmentError";
  }
}
