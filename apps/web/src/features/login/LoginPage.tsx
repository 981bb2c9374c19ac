import { sessionOperations } from '@lading/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { setHttpUi } from '../../api/http';
import { call } from '../../api/call';
import { useDocumentTitle } from '../../app/document-title';
import { queryClient } from '../../app/query-client';
import type { SignInNotice } from '../../auth/session';
import { saveToken } from '../../auth/token';
import { REMEMBERED_USER_KEY } from '../../lib/constants';
import { ConfirmDialog } from './ConfirmDialog';
import { LanguageRadios } from './LanguageRadios';
import { loginFieldErrors } from './login-rules';
import './login.css';

/**
 * spec §4/§5 sign-in: user ID (trimmed, 3–24) and password (3–64, show/hide). "Remember"
 * keeps only the user ID; the browser's password manager may keep the password (the
 * fields carry autocomplete hints) — we never store a password ourselves. Plain HTML and
 * CSS, so a first visit does not download antd.
 */
export default function LoginPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const location = useLocation();
  const remembered = localStorage.getItem(REMEMBERED_USER_KEY) ?? '';
  const [form, setForm] = useState({
    username: remembered,
    password: '',
    remember: Boolean(remembered),
  });
  const [touched, setTouched] = useState({ username: false, password: false });
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const [askElsewhere, setAskElsewhere] = useState<((go: boolean) => void) | null>(null);
  const errors = loginFieldErrors(form, t);
  const notice = (location.state as { notice?: SignInNotice } | null)?.notice;
  useDocumentTitle(t('documentTitle'));

  // Signed out: no data of the last session stays in memory (cleared here, once the shell
  // that reads it is gone).
  useEffect(() => queryClient.clear(), []);

  // On this page the client's messages show in the form, not as toasts.
  useEffect(() => {
    setHttpUi({
      toastError: setServerError,
      confirmSignedOut: async () => undefined,
      networkErrorMessage: () => t('errors.network', { ns: 'common' }),
      signOutLocally: () => undefined,
      reload: () => undefined,
    });
  }, [t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    setServerError('');
    if (errors.username || errors.password) return;
    const credentials = { username: form.username.trim(), password: form.password };
    setBusy(true);
    try {
      // spec §8: "The account is logged in elsewhere, do you want to continue"
      if (await call(sessionOperations.checkIsLogin, { body: credentials })) {
        const proceed = await new Promise<boolean>((resolve) => setAskElsewhere(() => resolve));
        setAskElsewhere(null);
        if (!proceed) return;
      }
      const { token, tokenHead } = await call(sessionOperations.login, { body: credentials });
      saveToken(tokenHead, token);
      if (form.remember) localStorage.setItem(REMEMBERED_USER_KEY, credentials.username);
      else localStorage.removeItem(REMEMBERED_USER_KEY);
      queryClient.clear();
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from.startsWith('/') ? from : '/', { replace: true });
    } catch {
      // the client has put the server's message (e.g. "Incorrect user ID or password") in serverError
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: 'username' | 'password') =>
    touched[field] ? errors[field] : undefined;
  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-head">
          <h1>{t('title')}</h1>
          <LanguageRadios />
        </div>
        {notice && (
          <div className="login-alert login-notice" role="status">
            {t(notice)}
          </div>
        )}
        {serverError && (
          <div className="login-alert login-error" role="alert">
            {serverError}
          </div>
        )}
        <form onSubmit={submit} noValidate>
          <div className="login-field">
            <label htmlFor="username">{t('username')}</label>
            <div className={`login-input${fieldError('username') ? ' invalid' : ''}`}>
              <input
                id="username"
                name="username"
                autoComplete="username"
                autoFocus={!remembered}
                value={form.username}
                aria-invalid={Boolean(fieldError('username'))}
                aria-describedby="username-error"
                onChange={(e) => setForm({ ...form, username: e.target.value })}
                // an empty field is only flagged on submit (leaving it to pick a language is fine)
                onBlur={() => form.username && setTouched({ ...touched, username: true })}
              />
            </div>
            <span id="username-error" className="login-error">
              {fieldError('username')}
            </span>
          </div>
          <div className="login-field">
            <label htmlFor="password">{t('password')}</label>
            <div className={`login-input${fieldError('password') ? ' invalid' : ''}`}>
              <input
                id="password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                autoFocus={Boolean(remembered)}
                value={form.password}
                aria-invalid={Boolean(fieldError('password'))}
                aria-describedby="password-error"
                onChange={(e) => setForm({ ...form, password: e.target.value })}
                onBlur={() => form.password && setTouched({ ...touched, password: true })}
              />
              <button
                type="button"
                className="login-toggle"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? t('hidePassword') : t('showPassword')}
              </button>
            </div>
            <span id="password-error" className="login-error">
              {fieldError('password')}
            </span>
          </div>
          <label className="login-remember">
            <input
              type="checkbox"
              checked={form.remember}
              onChange={(e) => setForm({ ...form, remember: e.target.checked })}
            />
            {t('remember')}
          </label>
          <button type="submit" className="login-button" disabled={busy}>
            {t('submit')}
          </button>
        </form>
        <Link className="login-link" to="/documentation">
          {t('help')}
        </Link>
      </main>
      <ConfirmDialog
        open={askElsewhere !== null}
        title={t('elsewhereTitle')}
        text={t('elsewhere')}
        okText={t('continue')}
        cancelText={t('actions.cancel', { ns: 'common' })}
        onOk={() => askElsewhere?.(true)}
        onCancel={() => askElsewhere?.(false)}
      />
    </div>
  );
}
