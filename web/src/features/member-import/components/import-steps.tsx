import '../texts';
import { t } from '../../../lib/i18n';
import { IMPORT_STEPS, type ImportStep } from '../import-format';

/** The four steps of an import, the current one marked: where the clerk is and what follows. */
export function ImportSteps({ current }: { current: ImportStep }) {
  const index = IMPORT_STEPS.indexOf(current);
  return (
    <ol className="steps" aria-label={t('memberImport.steps')}>
      {IMPORT_STEPS.map((step, position) => (
        <li
          key={step}
          className={position < index ? 'step step-done' : position === index ? 'step step-current' : 'step'}
          aria-current={position === index ? 'step' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {position + 1}
          </span>
          {t(`memberImport.step.${step}`)}
        </li>
      ))}
    </ol>
  );
}
