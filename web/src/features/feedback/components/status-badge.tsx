// A report's state as a badge: new, being handled, resolved, dismissed.
import { statusBadgeClass } from '../feedback-form';

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={statusBadgeClass(status)}>{label}</span>;
}
