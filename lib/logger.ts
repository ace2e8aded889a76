import pino from 'pino';

// Structured JSON logs; these paths never reach the log even when an object holding them is logged.
export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  redact: {
    paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'cookie', '*.cookie', 'passwordHash', '*.passwordHash', 'headers.authorization', 'headers.cookie'],
    censor: '[redacted]',
  },
  base: undefined,
});
