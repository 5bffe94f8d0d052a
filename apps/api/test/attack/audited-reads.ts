import type { OperationEffect } from './operation-effects.ts';

/**
 * The reads that must leave an audit entry when a super admin (not a participant) makes them, with
 * the action they record (issue 29): private messages and their attachments read for oversight.
 * A read that writes audit entries without a line here fails too, so the list stays the truth.
 */
export const auditedReads: Record<string, string> = {
  'GET /api/v1/conversations/{id}': 'conversation_read_for_oversight',
  'GET /api/v1/conversations/{id}/attachments/{upload_id}': 'conversation_read_for_oversight',
};

/** The listed reads that wrote no entry, and the reads that audit without being listed. */
export function auditFindings(effects: readonly OperationEffect[], table: Readonly<Record<string, string>>): string[] {
  const findings: string[] = [];
  for (const effect of effects) {
    if (effect.operation.writes) continue;
    const action = table[effect.operation.key];
    if (action !== undefined && !effect.auditActions.includes(action)) {
      findings.push(`${effect.operation.key} read as an outsider wrote no ${action} audit entry`);
    }
    if (action === undefined && effect.auditActions.length > 0) {
      findings.push(`${effect.operation.key} writes ${effect.auditActions.join(', ')}: list it in audited-reads.ts`);
    }
  }
  return findings;
}
