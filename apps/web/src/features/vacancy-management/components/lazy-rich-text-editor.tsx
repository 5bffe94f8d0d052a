import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

// TipTap and ProseMirror are large: they load only on the pages with the vacancy form.
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor.tsx')).RichTextEditor }));

/** The description editor, loaded on first use with a spinner meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('vacancy-management');
  return (
    <Suspense fallback={<Spinner label={t('editor.loading')} showLabel />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
