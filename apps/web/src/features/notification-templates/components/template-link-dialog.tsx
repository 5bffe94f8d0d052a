import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isWebAddress, linkVariablesOf, liquidOutputOf, variableOfLiquidOutput } from '../editor/template-links.ts';

/** What the dialog hands back: where the link goes and, when nothing was selected, the words to link. */
export interface TemplateLink {
  href: string;
  text?: string;
}

/** Props of the link dialog: the event's variables, the link being edited, and what saving and removing do. */
export interface TemplateLinkDialogProps {
  open: boolean;
  variables: readonly string[];
  /** The address of the link the cursor is in, if any (then the dialog edits it and can remove it). */
  currentHref: string | undefined;
  /** Whether words are selected: if not, the dialog asks for the words to link. */
  hasSelection: boolean;
  onSave: (link: TemplateLink) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * Places a link in a mail's body, in plain words: to one of the event's own links (the page the
 * mail is about, the unsubscribe page) or to a web address the centre types. Liquid stays underneath.
 */
export function TemplateLinkDialog(props: TemplateLinkDialogProps) {
  // A fresh form each time it opens, starting from the link under the cursor; outside the
  // template's own form, since a form may not hold another.
  return props.open ? createPortal(<OpenTemplateLinkDialog {...props} />, document.body) : null;
}

function OpenTemplateLinkDialog({
  variables,
  currentHref,
  hasSelection,
  onSave,
  onRemove,
  onClose,
}: TemplateLinkDialogProps) {
  const { t } = useTranslation('notification-templates');
  const formId = `link-${useId()}`;
  const linkVariables = linkVariablesOf(variables);
  const currentVariable = currentHref ? variableOfLiquidOutput(currentHref) : undefined;
  const [target, setTarget] = useState<string>(
    currentVariable && linkVariables.includes(currentVariable)
      ? currentVariable
      : currentHref
        ? 'address'
        : (linkVariables[0] ?? 'address'),
  );
  const [address, setAddress] = useState(currentHref && !currentVariable ? currentHref : '');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ address?: string; text?: string }>({});
  const addressRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const asksForText = !hasSelection && !currentHref;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // In React's tree the dialog sits inside the template's form: its submit must not send that form too.
    event.stopPropagation();
    const found: { address?: string; text?: string } = {};
    if (asksForText && text.trim() === '') found.text = t('link.errors.text');
    if (target === 'address' && !isWebAddress(address.trim())) found.address = t('link.errors.address');
    setErrors(found);
    if (found.text) return textRef.current?.focus();
    if (found.address) return addressRef.current?.focus();
    const href = target === 'address' ? address.trim() : liquidOutputOf(target);
    onSave(asksForText ? { href, text: text.trim() } : { href });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={currentHref ? t('link.editTitle') : t('link.addTitle')}
      footer={
        <>
          {currentHref && (
            <Button variant="outline" color="danger" size="lg" onClick={onRemove} className="me-auto">
              {t('link.remove')}
            </Button>
          )}
          <Button variant="outline" size="lg" onClick={onClose}>
            {t('link.cancel')}
          </Button>
          <Button type="submit" form={formId} color="primary" size="lg">
            {t('link.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="grid gap-4">
        {asksForText && (
          <TextField
            ref={textRef}
            label={t('link.text')}
            hint={t('link.textHint')}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={errors.text}
          />
        )}
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium">{t('link.target')}</legend>
          {[...linkVariables, 'address'].map((option) => (
            <label key={option} className="flex items-start gap-2">
              <input
                type="radio"
                name={`${formId}-target`}
                className="mt-1 size-4 accent-primary-700"
                checked={target === option}
                onChange={() => setTarget(option)}
              />
              <span>
                {option === 'address' ? t('link.toAddress') : t(`variableNames.${option}`, { defaultValue: option })}
              </span>
            </label>
          ))}
        </fieldset>
        {target === 'address' && (
          <TextField
            ref={addressRef}
            type="url"
            inputMode="url"
            autoComplete="url"
            label={t('link.address')}
            hint={t('link.addressHint')}
            required
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={errors.address}
          />
        )}
      </form>
    </Dialog>
  );
}
