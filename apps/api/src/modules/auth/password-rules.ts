import { passwordLimits } from '@volunteerly/contracts/users';
import type { FieldProblem } from '../../platform/http/api-error.ts';
import { findPasswordProblem } from '../../platform/auth/password-policy.ts';

/**
 * The problems of a new password and its confirmation, as field problems at
 * `/password` and `/password_confirmation` (empty when both are fine).
 */
export function newPasswordProblems(password: string, confirmation: string, email: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = findPasswordProblem(password, email);
  if (problem) {
    problems.push({
      pointer: '/password',
      code: `password_${problem}`,
      messageKey: `auth.password.${problem}`,
      values: { min: passwordLimits.min, max: passwordLimits.max },
    });
  }
  if (password !== confirmation) {
    problems.push({
      pointer: '/password_confirmation',
      code: 'password_confirmation_mismatch',
      messageKey: 'auth.password.confirmation_mismatch',
    });
  }
  return problems;
}
