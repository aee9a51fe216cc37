// The conditions of a registration as a checklist (spec §3 Requirement states): each with an
// icon, a colour and its state in words, so that no state is told by colour alone.
import type { RequirementState } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';

interface Requirement {
  label: string;
  state: RequirementState;
  stateLabel: string;
}

const ICONS: Record<RequirementState, string> = { COMPLETED: '✓', REQUIRED: '…', DISABLED: '–' };

export function RequirementList({ requirements, label }: { requirements: readonly Requirement[]; label: string }) {
  return (
    <ul className="requirements" aria-label={label}>
      {requirements.map((requirement) => (
        <li key={requirement.label} className={`requirement requirement-${requirement.state.toLowerCase()}`}>
          <span className="requirement-icon" aria-hidden="true">
            {ICONS[requirement.state]}
          </span>
          <span className="requirement-label">{requirement.label}</span>
          <span className="requirement-state">{requirement.stateLabel || t(`registration.requirement.${requirement.state}`)}</span>
        </li>
      ))}
    </ul>
  );
}
