import { denialReasonField } from '@volunteerly/contracts/organizations-schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';

/** Asks why an organisation is denied; the reason goes to its admins by mail. */
export function DenyDialog({
  open,
  organizationName,
  pending,
  serverError,
  onDeny,
  onCancel,
}: {
  open: boolean;
  organizationName: string;
  pending: boolean;
  serverError?: string | undefined;
  onDeny: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('organizations');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const shownError = error ?? serverError;

  const submit = () => {
    if (!denialReasonField.safeParse(reason).success) {
      setError(t('deny.reasonInvalid'));
      reasonRef.current?.focus();
      return;
    }
    setError(undefined);
    onDeny(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('deny.title', { name: organizationName })}
      description={t('deny.description')}
      initialFocus={reasonRef}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onCancel}>
            {t('deny.cancel')}
          </Button>
          <Button color="danger" size="lg" loading={pending} onClick={submit}>
            {t('deny.confirm')}
          </Button>
        </>
      }
    >
      <Field label={t('deny.reason')} error={shownError}>
        {(control) => (
          <textarea
            {...control}
            ref={reasonRef}
            rows={4}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={`${fieldControlLook} block w-full px-3 py-2`}
          />
        )}
      </Field>
    </Dialog>
  );
}
