import 'server-only';
import NextAuth from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import type { CurrentUser } from './current-user-type';
import { isHttpsSite } from '@/server/secure-transport.mjs';
import { resolveSession, SESSION_TTL_MS } from './sessions';

declare module 'next-auth' {
  interface Session {
    /** 'valid' with currentUser, or why there is none (the database session expired or was revoked). */
    state: 'valid' | 'expired' | 'invalid';
    currentUser: CurrentUser | null;
  }
}

/**
 * Auth.js keeps an encrypted cookie that carries only our opaque session token (`sid`); the session
 * itself lives in the `sessions` table, so logout, a status change or a password change ends it at
 * once. Passwords are checked by lib/auth/login.ts before Auth.js is involved: the credentials
 * provider only accepts a session token that login just created.
 */
// The secret is read from process.env.AUTH_SECRET when the first request is handled: instrumentation.ts
// sets it (from the environment or the embedded database's generated file) before the server answers.
export const { handlers, auth, signIn, signOut } = NextAuth({
  // /api/auth/* belongs to the documented API (POST /api/auth/auth).
  basePath: '/api/nextauth',
  trustHost: true,
  // Secure (and __Secure- prefixed) cookies whenever the site lives on https, proxy headers or not.
  useSecureCookies: isHttpsSite(process.env.SITE_URL),
  session: { strategy: 'jwt', maxAge: SESSION_TTL_MS.remember / 1000 },
  pages: { signIn: '/login' },
  providers: [
    Credentials({
      credentials: { sessionToken: {} },
      async authorize(credentials) {
        const sessionToken = typeof credentials?.sessionToken === 'string' ? credentials.sessionToken : null;
        const lookup = await resolveSession(sessionToken);
        if (lookup.state !== 'valid' || !sessionToken) return null;
        return { id: String(lookup.user.id), sid: sessionToken };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user && 'sid' in user) token.sid = user.sid;
      return token;
    },
    async session({ session, token }) {
      // The token never leaves the server: only the lookup's result is exposed.
      const lookup = await resolveSession(typeof token.sid === 'string' ? token.sid : null);
      return {
        ...session,
        user: lookup.state === 'valid' ? { name: lookup.user.fullName, email: lookup.user.email } : session.user,
        state: lookup.state,
        currentUser: lookup.state === 'valid' ? lookup.user : null,
      };
    },
  },
});
