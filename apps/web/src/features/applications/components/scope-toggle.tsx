import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** Switches someone with an organisation side between the applications they manage and their own. */
export function ScopeToggle({
  scope,
  centre,
  onChange,
}: {
  scope: 'mine' | 'managed';
  centre: boolean;
  onChange: (scope: 'mine' | 'managed') => void;
}) {
  const { t } = useTranslation('applications');
  const options = [
    { value: 'managed', label: centre ? t('scope.centre') : t('scope.organization') },
    { value: 'mine', label: t('scope.mine') },
  ] as const;
  return (
    <div role="group" aria-label={t('scope.label')} className="mb-6 flex flex-wrap gap-2">
      {options.map((option) => (
        <Button
          key={option.value}
          size="md"
          variant={scope === option.value ? 'solid' : 'outline'}
          aria-pressed={scope === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
