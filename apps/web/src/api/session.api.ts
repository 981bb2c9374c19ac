import type {
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  UserInfoResponse,
} from '@lading/shared';
import { http } from './http';

/** spec §7 sign-in calls. */
export const sessionApi = {
  login: (body: LoginRequest) => http.post<LoginResponse>('/admin/login', body),
  checkIsLogin: (body: LoginRequest) => http.post<boolean>('/admin/checkIsLogin', body),
  logout: () => http.post<null>('/admin/logout'),
  info: () => http.get<UserInfoResponse>('/admin/info'),
  changePassword: (body: ChangePasswordRequest) =>
    http.post<null>('/admin/changePassword', body, { quiet: true }),
};
