import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { TemplateBodyEditorProps } from './template-body-editor.tsx';

// Tiptap and ProseMirror are large: they load only on the template editor's pages.
const TemplateBodyEditor = lazy(async () => ({
  default: (await import('./template-body-editor.tsx')).TemplateBodyEditor,
}));

/** The rich editor of a mail's body, loaded on first use with a spinner meanwhile. */
export function LazyTemplateBodyEditor(props: TemplateBodyEditorProps) {
  const { t } = useTranslation('notification-templates');
  return (
    <Suspense fallback={<Spinner label={t('editor.loading')} showLabel />}>
      <TemplateBodyEditor {...props} />
    </Suspense>
  );
}
