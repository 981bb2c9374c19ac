import { z } from 'zod';

/** spec §5 / §9: user ID trimmed, 3–24 characters. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
/**
 * Passwords (docs/decisions, issue 12): up to 64 characters (the spec's 16 is too short for a
 * passphrase). Sign-in takes any password that can be stored (the spec's 3 up), so one set
 * under the older, shorter rules still signs in; a new or changed one needs at least
 * NEW_PASSWORD_MIN, and the server's LADING_PASSWORD_MIN_LENGTH may ask for more.
 */
export const PASSWORD_MIN = 3;
export const PASSWORD_MAX = 64;
export const NEW_PASSWORD_MIN = 8;
/** spec §4: the login answer's tokenHead; the client sends tokenHead + token. */
export const TOKEN_HEAD = 'Bearer ';

export const usernameField = z.string().trim().min(USERNAME_MIN).max(USERNAME_MAX);
/** A password being checked (sign-in, the old one when changing). */
export const passwordField = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** A password being set: create user, reset, change. */
export const newPasswordField = z.string().min(NEW_PASSWORD_MIN).max(PASSWORD_MAX);

export const loginRequest = z.strictObject({ username: usernameField, password: passwordField });
export type LoginRequest = z.infer<typeof loginRequest>;
export const loginResponse = z.object({ token: z.string(), tokenHead: z.literal(TOKEN_HEAD) });
export type LoginResponse = z.infer<typeof loginResponse>;

/** Asked before signing in: does this account already have a live session elsewhere? */
export const checkIsLoginRequest = loginRequest;
export type CheckIsLoginRequest = LoginRequest;
export const checkIsLoginResponse = z.boolean();

export const changePasswordRequest = z
  .strictObject({
    oldPassword: passwordField,
    newPassword: newPasswordField,
    retypeNewPassword: newPasswordField,
  })
  .refine((form) => form.newPassword === form.retypeNewPassword, {
    path: ['retypeNewPassword'],
    message: 'auth.passwordsDiffer',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const supplierRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type SupplierRef = z.infer<typeof supplierRef>;

/** spec §3: menu item, up to three levels; hidden and keepAlive are 0 or 1. */
export const menuNode = z.object({
  name: z.string(),
  title: z.string(),
  entitle: z.string(),
  icon: z.string(),
  hidden: z.number().int(),
  sort: z.number().int(),
  keepAlive: z.number().int(),
  get children(): z.ZodArray<typeof menuNode> {
    return z.array(menuNode);
  },
});
export type MenuNode = z.infer<typeof menuNode>;

export const userInfoResponse = z.object({
  username: z.string(),
  nickname: z.string(),
  icon: z.string(),
  roles: z.array(z.string()).min(1),
  supplierList: z.array(supplierRef),
  menus: z.array(menuNode),
  /** The permission resource keys the user's group holds (edit permissions: which write buttons to show). */
  permissions: z.array(z.string()),
});
export type UserInfoResponse = z.infer<typeof userInfoResponse>;
