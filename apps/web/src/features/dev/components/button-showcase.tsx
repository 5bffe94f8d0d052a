import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { buttonColors, buttonSizes, buttonVariants } from '../../../components/ui/button-classes.ts';

/** Every button variant in every colour, every size, and the loading, disabled and link forms. */
export function ButtonShowcase() {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-col gap-6">
      {buttonVariants.map((variant) => (
        <div key={variant}>
          <h3 className="mb-2 font-heading text-lg font-semibold">{t(`dev.components.buttons.variants.${variant}`)}</h3>
          <div className="flex flex-wrap items-center gap-3">
            {buttonColors.map((color) => (
              <Button key={color} variant={variant} color={color} size="md">
                {t(`dev.components.buttons.colors.${color}`)}
              </Button>
            ))}
          </div>
        </div>
      ))}
      <div>
        <h3 className="mb-2 font-heading text-lg font-semibold">{t('dev.components.buttons.sizesHeading')}</h3>
        <div className="flex flex-wrap items-center gap-3">
          {buttonSizes.map((size) => (
            <Button key={size} size={size} color="primary">
              {t(`dev.components.buttons.sizes.${size}`)}
            </Button>
          ))}
        </div>
      </div>
      <div>
        <h3 className="mb-2 font-heading text-lg font-semibold">{t('dev.components.buttons.statesHeading')}</h3>
        <div className="flex flex-wrap items-center gap-3">
          <Button>{t('dev.components.buttons.default')}</Button>
          <Button color="primary" loading>
            {t('dev.components.buttons.loading')}
          </Button>
          <Button color="secondary" disabled>
            {t('dev.components.buttons.disabled')}
          </Button>
          <ButtonLink to="/dev" variant="outline" color="primary">
            {t('dev.components.buttons.link')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
