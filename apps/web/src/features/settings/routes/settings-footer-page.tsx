import { footerLimits, isSafeFooterLink, type FooterColumn } from '@volunteerly/contracts/branding';
import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useUpdateCenterProfile } from '../api/update-center-profile.ts';
import { CenterContactForm } from '../components/center-contact-form.tsx';

/** Moves an item one place up (-1) or down (+1). */
function moved<T>(items: T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

/** The problems of the columns, by field: 'c0.title', 'c0.l1.url'. */
function problemsOf(columns: FooterColumn[], t: (key: string) => string): Record<string, string> {
  const problems: Record<string, string> = {};
  columns.forEach((column, columnIndex) => {
    if (!column.title.trim()) problems[`c${columnIndex}.title`] = t('footer.required');
    column.links.forEach((link, linkIndex) => {
      if (!link.label.trim()) problems[`c${columnIndex}.l${linkIndex}.label`] = t('footer.required');
      if (!isSafeFooterLink(link.url.trim())) problems[`c${columnIndex}.l${linkIndex}.url`] = t('footer.urlInvalid');
    });
  });
  return problems;
}

/** /instellingen/footer: the columns of links in the site footer — add, remove, reorder, save. */
export function SettingsFooterPage({
  profile,
  canEdit,
  onSaved,
}: {
  profile: CenterProfile;
  canEdit: boolean;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const [columns, setColumns] = useState<FooterColumn[]>(() => profile.footerColumns ?? []);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const save = useUpdateCenterProfile(onSaved);

  if (!canEdit) {
    return (
      <Alert color="warning" title={t('noAccessTitle')}>
        {t('noAccessText')}
      </Alert>
    );
  }

  const setColumn = (index: number, column: FooterColumn) =>
    setColumns(columns.map((current, position) => (position === index ? column : current)));

  const handleSave = async () => {
    const found = problemsOf(columns, t);
    setProblems(found);
    setGeneral([]);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      await save.mutateAsync({
        footerColumns: columns.map((column) => ({
          title: column.title.trim(),
          links: column.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
        })),
      });
      toast.add({ color: 'success', title: t('footer.saved') });
    } catch (error) {
      setGeneral(apiProblemsOf(error, []).general);
    }
  };

  return (
    <div className="grid gap-12">
      <form
        noValidate
        className="grid max-w-3xl gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <div>
          <h2 className="font-heading text-2xl font-semibold">{t('sections.footer.title')}</h2>
          <p className="mt-1 text-muted-700 dark:text-muted-300">{t('footer.intro')}</p>
        </div>
        {general.length > 0 && (
          <Alert color="danger" live title={t('saveFailed')}>
            {general.join(' ')}
          </Alert>
        )}
        {columns.length === 0 && <p>{t('footer.empty')}</p>}
        {columns.map((column, columnIndex) => {
          const columnName = column.title || t('footer.columnNumber', { number: columnIndex + 1 });
          return (
            <fieldset
              key={columnIndex}
              className="grid gap-4 rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800"
            >
              <legend className="px-1 font-semibold text-text">
                {t('footer.columnNumber', { number: columnIndex + 1 })}
              </legend>
              <TextField
                label={t('footer.columnTitle')}
                required
                maxLength={footerLimits.text}
                value={column.title}
                error={problems[`c${columnIndex}.title`]}
                onChange={(event) => setColumn(columnIndex, { ...column, title: event.target.value })}
              />
              {column.links.map((link, linkIndex) => (
                <div key={linkIndex} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
                  <TextField
                    label={t('footer.linkLabel', { number: linkIndex + 1 })}
                    required
                    maxLength={footerLimits.text}
                    value={link.label}
                    error={problems[`c${columnIndex}.l${linkIndex}.label`]}
                    onChange={(event) =>
                      setColumn(columnIndex, {
                        ...column,
                        links: column.links.map((item, index) =>
                          index === linkIndex ? { ...item, label: event.target.value } : item,
                        ),
                      })
                    }
                  />
                  <TextField
                    label={t('footer.linkUrl', { number: linkIndex + 1 })}
                    hint={linkIndex === 0 ? t('footer.urlHint') : undefined}
                    required
                    value={link.url}
                    error={problems[`c${columnIndex}.l${linkIndex}.url`]}
                    onChange={(event) =>
                      setColumn(columnIndex, {
                        ...column,
                        links: column.links.map((item, index) =>
                          index === linkIndex ? { ...item, url: event.target.value } : item,
                        ),
                      })
                    }
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    color="danger"
                    aria-label={t('footer.removeLink', { number: linkIndex + 1, column: columnName })}
                    onClick={() =>
                      setColumn(columnIndex, {
                        ...column,
                        links: column.links.filter((_, index) => index !== linkIndex),
                      })
                    }
                  >
                    {t('footer.remove')}
                  </Button>
                </div>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={column.links.length >= footerLimits.links}
                  onClick={() =>
                    setColumn(columnIndex, { ...column, links: [...column.links, { label: '', url: '' }] })
                  }
                >
                  {t('footer.addLink')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={columnIndex === 0}
                  aria-label={t('footer.moveUp', { column: columnName })}
                  onClick={() => setColumns(moved(columns, columnIndex, -1))}
                >
                  {t('footer.up')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={columnIndex === columns.length - 1}
                  aria-label={t('footer.moveDown', { column: columnName })}
                  onClick={() => setColumns(moved(columns, columnIndex, 1))}
                >
                  {t('footer.down')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  color="danger"
                  aria-label={t('footer.removeColumn', { column: columnName })}
                  onClick={() => setColumns(columns.filter((_, index) => index !== columnIndex))}
                >
                  {t('footer.remove')}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            size="md"
            disabled={columns.length >= footerLimits.columns}
            onClick={() => setColumns([...columns, { title: '', links: [{ label: '', url: '' }] }])}
          >
            {t('footer.addColumn')}
          </Button>
          <Button type="submit" color="primary" size="md" loading={save.isPending}>
            {t('footer.save')}
          </Button>
        </div>
      </form>
      <CenterContactForm contact={profile.contact} onSaved={onSaved} />
    </div>
  );
}
