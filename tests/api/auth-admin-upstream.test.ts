// supabase-js's own tests of the Auth admin API, ported to run against the embedded Auth server with the real
// `auth.admin` client and the service-role key, so the app's admin calls behave here as on Supabase.
//
// Source: supabase/supabase-js, packages/core/auth-js/test/GoTrueApi.test.ts at tag v2.109.0 (commit
// 4d9f9f1c6b3e251a7552392be1fc12cdd4b35c8f), the @supabase/supabase-js version package.json pins.
// Ported: 23 of its 38 tests, assertions unchanged; their mocks (test/lib/utils.ts) are re-made below.
//   - "generateLink supports updating emails …" asks for `email_change_new` instead of `email_change_current`:
//     this server runs as GoTrue with secure email change off (one link, to the new address), where GoTrue
//     itself refuses `email_change_current` (tests/api/auth-admin.test.ts checks that answer).
//   - mockUserCredentials makes passwords that pass this server's password rules (faker's need not).
// Not ported (15):
//   - "getUser() fetches a user by their access_token": GoTrueClient and GET /user, no admin route
//     (tests/api/auth-flows.test.ts covers it).
//   - "signOut() fails with invalid scope": a check inside GoTrueClient that never reaches a server.
//   - "verifyOtp() with non-existent phone number", "verifyOTP() with invalid phone number": no phone sign-in.
//   - MFA Admin (3): no MFA factors here.
//   - OAuth Admin (8): no OAuth 2.1 server here.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { GenerateLinkProperties, User } from "@supabase/supabase-js";
import { adminAuth, startAuthStack, uniqueEmail, type AuthStack } from "@/tests/helpers/auth-stack";

const INVALID_EMAIL = "xx:;x@x.x";
const NON_EXISTANT_USER_ID = "83fd9e20-7a80-46e4-bf29-a86e3d6bbf66";

let stack: AuthStack;
let serviceRoleApiClient: ReturnType<typeof adminAuth>;
beforeAll(async () => {
  // Upstream runs against the Supabase CLI's Auth with autoconfirm on: sign-up answers a session.
  stack = await startAuthStack();
  serviceRoleApiClient = adminAuth(stack.url);
});
afterAll(() => stack?.stop());

// The session client of upstream's test/lib/clients.ts.
const authClientWithSession = () => stack.client({ ip: "10.40.0.1" }).auth;

let serial = 0;
const mockUserCredentials = () => {
  serial += 1;
  return { email: uniqueEmail("upstream"), password: `Upstream${serial}Pass` };
};
const mockUserMetadata = () => ({ profile_image: `https://avatars.githubusercontent.com/u/${1000 + serial}` });
const mockAppMetadata = () => ({ roles: ["editor", "publisher"] });
const createNewUserWithEmail = ({ email }: { email: string }) =>
  serviceRoleApiClient.createUser({ email, password: mockUserCredentials().password, user_metadata: {} });

describe("GoTrueAdminApi", () => {
  describe("User creation", () => {
    test("createUser() should create a new user", async () => {
      const { email } = mockUserCredentials();
      const { error, data } = await createNewUserWithEmail({ email });

      expect(error).toBeNull();
      expect(data.user?.email).toEqual(email);
    });

    test("createUser() with user metadata", async () => {
      const user_metadata = mockUserMetadata();
      const { email, password } = mockUserCredentials();

      const { error, data } = await serviceRoleApiClient.createUser({ email, password, user_metadata });

      expect(error).toBeNull();
      expect(data.user?.email).toEqual(email);
      expect(data.user?.user_metadata).toEqual(user_metadata);
      expect(data.user?.user_metadata).toHaveProperty("profile_image");
      expect(data.user?.user_metadata?.profile_image).toMatch(/^https:\/\/avatars\..+/);
    });

    test("createUser() with app metadata", async () => {
      const app_metadata = mockAppMetadata();
      const { email, password } = mockUserCredentials();

      const { error, data } = await serviceRoleApiClient.createUser({ email, password, app_metadata });

      expect(error).toBeNull();
      expect(data.user?.email).toEqual(email);
      expect(data.user?.app_metadata).toHaveProperty("provider");
      expect(data.user?.app_metadata).toHaveProperty("providers");
    });

    test("createUser() with user and app metadata", async () => {
      const user_metadata = mockUserMetadata();
      const app_metadata = mockAppMetadata();
      const { email, password } = mockUserCredentials();

      const { error, data } = await serviceRoleApiClient.createUser({ email, password, app_metadata, user_metadata });

      expect(error).toBeNull();
      expect(data.user?.email).toEqual(email);
      expect(data.user?.user_metadata).toHaveProperty("profile_image");
      expect(data.user?.user_metadata?.profile_image).toMatch(/^https:\/\/avatars\..+/);
      expect(data.user?.app_metadata).toHaveProperty("provider");
      expect(data.user?.app_metadata).toHaveProperty("providers");
    });

    test("createUser() returns AuthError when email is invalid", async () => {
      const { error, data } = await serviceRoleApiClient.createUser({ email: INVALID_EMAIL, password: "password123" });

      expect(error).not.toBeNull();
      expect(error?.message).toMatch("Unable to validate email address: invalid format");
      expect(data.user).toBeNull();
    });
  });

  describe("List users", () => {
    test("listUsers() should return registered users", async () => {
      const { email } = mockUserCredentials();
      const { error: createError, data: createdUser } = await createNewUserWithEmail({ email });
      expect(createError).toBeNull();
      expect(createdUser.user).not.toBeUndefined();

      const { error: listUserError, data: userList } = await serviceRoleApiClient.listUsers();
      expect(listUserError).toBeNull();
      expect(userList).toHaveProperty("users");
      expect(userList).toHaveProperty("aud");
      const emails = userList.users?.map((user: User) => user.email) || [];

      expect(emails.length).toBeGreaterThan(0);
      expect(emails).toContain(email);
    });

    test("listUsers() returns AuthError when page is invalid", async () => {
      const { error, data } = await serviceRoleApiClient.listUsers({ page: -1, perPage: 10 });

      expect(error).not.toBeNull();
      expect(data.users).toEqual([]);
    });
  });

  describe("Get user", () => {
    test("getUserById() should a registered user given its user identifier", async () => {
      const { email } = mockUserCredentials();
      const { error: createError, data: createdUser } = await createNewUserWithEmail({ email });

      expect(createError).toBeNull();
      expect(createdUser.user).not.toBeUndefined();

      const uid = createdUser.user?.id || "";
      expect(uid).toBeTruthy();

      const { error: foundError, data: foundUser } = await serviceRoleApiClient.getUserById(uid);

      expect(foundError).toBeNull();
      expect(foundUser).not.toBeUndefined();
      expect(foundUser.user?.email).toEqual(email);
    });

    test("getUserById() returns AuthError when user id is invalid", async () => {
      const { error, data } = await serviceRoleApiClient.getUserById(NON_EXISTANT_USER_ID);

      expect(error).not.toBeNull();
      expect(data.user).toBeNull();
    });
  });

  describe("User updates", () => {
    test("modify email using updateUserById()", async () => {
      const { email } = mockUserCredentials();
      const { error: createError, data: createdUser } = await createNewUserWithEmail({ email });

      expect(createError).toBeNull();
      expect(createdUser.user).not.toBeUndefined();

      const uid = createdUser.user?.id || "";
      const attributes = { email: `new_${createdUser.user?.email}` };

      const { error: updatedError, data: updatedUser } = await serviceRoleApiClient.updateUserById(uid, attributes);

      expect(updatedError).toBeNull();
      expect(updatedError).not.toBeUndefined();
      expect(updatedUser.user?.email).toEqual(`new_${createdUser.user?.email}`);
    });

    test("modify user metadata using updateUserById()", async () => {
      const { email } = mockUserCredentials();
      const { error: createError, data: createdUser } = await createNewUserWithEmail({ email });

      expect(createError).toBeNull();
      expect(createdUser.user).not.toBeUndefined();

      const uid = createdUser.user?.id || "";
      const userMetaData = { favorite_color: "yellow" };
      const attributes = { user_metadata: userMetaData };

      const { error: updatedError, data: updatedUser } = await serviceRoleApiClient.updateUserById(uid, attributes);

      expect(updatedError).toBeNull();
      expect(updatedError).not.toBeUndefined();
      expect(updatedUser.user?.email).toEqual(email);
      expect(updatedUser.user?.user_metadata).toEqual(userMetaData);
    });

    test("modify app metadata using updateUserById()", async () => {
      const { email } = mockUserCredentials();
      const { error: createError, data: createdUser } = await createNewUserWithEmail({ email });

      expect(createError).toBeNull();
      expect(createdUser.user).not.toBeUndefined();

      const uid = createdUser.user?.id || "";
      const appMetadata = { roles: ["admin", "publisher"] };
      const attributes = { app_metadata: appMetadata };
      const { error: updatedError, data: updatedUser } = await serviceRoleApiClient.updateUserById(uid, attributes);

      expect(updatedError).toBeNull();
      expect(updatedError).not.toBeUndefined();
      expect(updatedUser.user?.email).toEqual(email);
      expect(updatedUser.user?.app_metadata).toHaveProperty("roles");
    });

    test("modify confirm email using updateUserById()", async () => {
      const { email, password } = mockUserCredentials();

      const { error: createError, data } = await serviceRoleApiClient.createUser({ email, password, email_confirm: false });

      expect(createError).toBeNull();
      expect(data.user).not.toBeUndefined();
      expect(data.user?.email_confirmed_at).toBeFalsy();

      const uid = data.user?.id || "";
      const attributes = { email_confirm: true };
      const { error: updatedError, data: updatedUser } = await serviceRoleApiClient.updateUserById(uid, attributes);

      expect(updatedError).toBeNull();
      expect(updatedUser).not.toBeUndefined();
      expect(updatedUser.user).toHaveProperty("email_confirmed_at");
      expect(updatedUser.user?.email_confirmed_at).toBeTruthy();
    });
  });

  describe("User deletes", () => {
    test("deleteUser() should be able delete an existing user", async () => {
      const { email } = mockUserCredentials();
      const { error: createError, data: createdUser } = await createNewUserWithEmail({ email });

      expect(createError).toBeNull();
      expect(createdUser.user).not.toBeUndefined();

      const uid = createdUser.user?.id || "";

      const { error: deletedError, data: deletedUser } = await serviceRoleApiClient.deleteUser(uid);

      expect(deletedError).toBeNull();
      expect(deletedError).not.toBeUndefined();
      expect(deletedUser.user).not.toBeUndefined();

      const { error: listUserError, data } = await serviceRoleApiClient.listUsers();
      expect(listUserError).toBeNull();

      const emails = data.users?.map((user) => user.email) || [];

      expect(emails.length).toBeGreaterThan(0);
      expect(emails).not.toContain(email);
    });

    test("deleteUser() returns AuthError when user id is invalid", async () => {
      const { error, data } = await serviceRoleApiClient.deleteUser(NON_EXISTANT_USER_ID);

      expect(error).not.toBeNull();
      expect(data.user).toBeNull();
    });
  });

  describe("User registration", () => {
    test("generateLink supports signUp with generate confirmation signup link", async () => {
      const { email, password } = mockUserCredentials();

      const redirectTo = "http://localhost:9999/welcome";
      const userMetadata = { status: "alpha" };

      const { error, data } = await serviceRoleApiClient.generateLink({
        type: "signup",
        email,
        password: password,
        options: { data: userMetadata, redirectTo },
      });

      const properties = data.properties as GenerateLinkProperties;
      const user = data.user as User;

      expect(error).toBeNull();
      /** Check that the user object returned has the update metadata and an email */
      expect(user).not.toBeNull();
      expect(user).toHaveProperty("email");
      expect(user).toHaveProperty("user_metadata");
      expect(user?.["user_metadata"]).toEqual(userMetadata);

      /** Check that properties returned contains the generateLink properties */
      expect(properties).not.toBeNull();
      expect(properties).toHaveProperty("action_link");
      expect(properties).toHaveProperty("email_otp");
      expect(properties).toHaveProperty("hashed_token");
      expect(properties).toHaveProperty("redirect_to");
      expect(properties).toHaveProperty("verification_type");

      /** Check if the action link returned is correctly formatted */
      expect(properties?.["action_link"]).toMatch(/\?token/);
      expect(properties?.["action_link"]).toMatch(/type=signup/);
      // Note: redirect_to in the action_link may fall back to site_url if not in allowed redirect URLs
      expect(properties?.["action_link"]).toMatch(/redirect_to=/);
    });

    test("generateLink supports updating emails with generate email change links", async () => {
      const { email } = mockUserCredentials();
      const { data: createdUser, error: createError } = await createNewUserWithEmail({ email });
      expect(createError).toBeNull();
      expect(createdUser).not.toBeNull();

      const { email: newEmail } = mockUserCredentials();
      const redirectTo = "http://localhost:9999/welcome";

      const { data, error } = await serviceRoleApiClient.generateLink({
        // Upstream: "email_change_current" (see the header).
        type: "email_change_new",
        email,
        newEmail,
        options: { redirectTo },
      });
      const properties = data.properties as GenerateLinkProperties;
      const user = data.user as User;

      expect(error).toBeNull();
      /** Check that the user object returned has the update metadata and an email */
      expect(user).not.toBeNull();
      expect(user).toHaveProperty("email");
      expect(user).toHaveProperty("new_email");
      expect(user).toHaveProperty("user_metadata");
      expect(user?.new_email).toEqual(newEmail);

      /** Check that properties returned contains the generateLink properties */
      expect(properties).not.toBeNull();
      expect(properties).toHaveProperty("action_link");
      expect(properties).toHaveProperty("email_otp");
      expect(properties).toHaveProperty("hashed_token");
      expect(properties).toHaveProperty("redirect_to");
      expect(properties).toHaveProperty("verification_type");

      /** Check if the action link returned is correctly formatted */
      expect(properties?.["action_link"]).toMatch(/\?token/);
      expect(properties?.["action_link"]).toMatch(/type=email_change/);
      // Note: redirect_to in the action_link may fall back to site_url if not in allowed redirect URLs
      expect(properties?.["action_link"]).toMatch(/redirect_to=/);
    });

    test("inviteUserByEmail() creates a new user with an invited_at timestamp", async () => {
      const { email } = mockUserCredentials();

      const redirectTo = "http://localhost:9999/welcome";
      const userMetadata = { status: "alpha" };
      const { error, data } = await serviceRoleApiClient.inviteUserByEmail(email, { data: userMetadata, redirectTo });

      expect(error).toBeNull();
      expect(data.user).not.toBeNull();
      expect(data.user).toHaveProperty("invited_at");
      expect(data.user?.invited_at).toBeDefined();
    });

    test("inviteUserByEmail() returns AuthError when email is invalid", async () => {
      const { error, data } = await serviceRoleApiClient.inviteUserByEmail(INVALID_EMAIL);

      expect(error).not.toBeNull();
      expect(error?.message).toMatch("Unable to validate email address: invalid format");
      expect(data.user).toBeNull();
    });

    test("generateLink() returns AuthError when email is invalid", async () => {
      const { error, data } = await serviceRoleApiClient.generateLink({
        type: "signup",
        email: INVALID_EMAIL,
        password: "password123",
      });

      expect(error).not.toBeNull();
      expect(error?.message).toMatch("Unable to validate email address: invalid format");
      expect(data.user).toBeNull();
      expect(data.properties).toBeNull();
    });
  });

  describe("User authentication", () => {
    describe("signOut()", () => {
      test("signOut() with an valid access token", async () => {
        const { email, password } = mockUserCredentials();

        const { error: initialError, data } = await authClientWithSession().signUp({ email, password });

        expect(initialError).toBeNull();
        expect(data.session).not.toBeNull();

        const { error } = await serviceRoleApiClient.signOut(data.session?.access_token || "");
        expect(error).toBeNull();
      });

      test("signOut() with an invalid access token", async () => {
        const { error } = await serviceRoleApiClient.signOut("this-is-a-bad-token");

        expect(error?.message).toMatch(/^invalid JWT/);
      });
    });
  });

  describe("Update User", () => {
    test("updateUserById() returns AuthError when user id is invalid", async () => {
      const { error, data } = await serviceRoleApiClient.updateUserById(NON_EXISTANT_USER_ID, { email: "new@email.com" });

      expect(error).not.toBeNull();
      expect(data.user).toBeNull();
    });
  });
});
