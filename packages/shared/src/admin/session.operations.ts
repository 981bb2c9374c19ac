import { z } from 'zod';
import { defineOperation } from '../http/operation';
import {
  changePasswordRequest,
  checkIsLoginRequest,
  checkIsLoginResponse,
  loginRequest,
  loginResponse,
  userInfoResponse,
} from './session.contract';

const tags = ['session'];

/** spec §7 sign-in calls: login, checkIsLogin, logout, info, changePassword. */
export const sessionOperations = {
  login: defineOperation({
    method: 'POST',
    path: '/admin/login',
    access: 'public',
    summary: 'Sign in: returns an opaque token and its tokenHead ("Bearer ")',
    tags,
    body: loginRequest,
    answer: loginResponse,
  }),
  checkIsLogin: defineOperation({
    method: 'POST',
    path: '/admin/checkIsLogin',
    access: 'public',
    summary: 'With the same credentials as login: is this account signed in elsewhere?',
    tags,
    body: checkIsLoginRequest,
    answer: checkIsLoginResponse,
  }),
  logout: defineOperation({
    method: 'POST',
    path: '/admin/logout',
    access: 'public',
    summary: 'Sign out: revokes the presented session at once',
    tags,
    answer: z.null(),
    scope: 'own',
  }),
  info: defineOperation({
    method: 'GET',
    path: '/admin/info',
    access: 'signedIn',
    summary: "The signed-in user's name, icon, roles, suppliers and menu tree",
    tags,
    answer: userInfoResponse,
    scope: 'own',
  }),
  changePassword: defineOperation({
    method: 'POST',
    path: '/admin/changePassword',
    access: 'signedIn',
    summary: 'Change your own password; every session of yours ends',
    tags,
    body: changePasswordRequest,
    answer: z.null(),
    scope: 'own',
  }),
};
