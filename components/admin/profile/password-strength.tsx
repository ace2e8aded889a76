'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { passwordStrength, type PasswordStrength } from '@/lib/format/password';

// Only 4 meets every rule the server checks, so 3 is "almost", never "good".
const levels = ['veryWeak', 'weak', 'fair', 'almost', 'strong'] as const;
const colours: Record<PasswordStrength, string> = {
  0: 'bg-negative',
  1: 'bg-negative',
  2: 'bg-warning',
  3: 'bg-info',
  4: 'bg-positive',
};

/**
 * A four-step strength meter for a new password (lib/format/password's score: 4 = every §5 rule met).
 * Spans only, so it can sit inside a field's hint paragraph and be read with it.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useTranslations('MyProfile.password');
  const score = passwordStrength(password);
  return (
    <span className="mt-1 flex flex-col gap-1" data-testid="password-strength" data-score={password ? score : undefined}>
      <span aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={clsx('h-1.5 flex-1 rounded-full', password && step <= Math.max(score, 1) ? colours[score] : 'bg-border')} />
        ))}
      </span>
      <span className="text-xs">{password ? t('strength', { level: t(`strengthLevels.${levels[score]}`) }) : t('strengthEmpty')}</span>
    </span>
  );
}
