// A report's history, oldest first: who, when, the change of state and the comment (plain text
// as written, its lines kept).
import { formatDate, formatTime } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { FeedbackEvent } from '../api/feedback';

export function FeedbackHistory({ events }: { events: readonly FeedbackEvent[] }) {
  return (
    <section className="card feedback-history" aria-labelledby="feedback-history-title">
      <h2 id="feedback-history-title">{t('feedback.history')}</h2>
      {events.length === 0 ? (
        <p className="hint">{t('feedback.historyEmpty')}</p>
      ) : (
        <ol className="feedback-events">
          {events.map((event) => (
            <li key={event.id} className="feedback-event">
              <p className="feedback-event-head">
                <strong>{event.authorName ?? t('feedback.event.system')}</strong>{' '}
                <time className="hint" dateTime={event.createdAt}>
                  {formatDate(event.createdAt)} {formatTime(event.createdAt)}
                </time>
              </p>
              {event.change && <p className="feedback-event-change">{tf('feedback.event.change', { change: event.change })}</p>}
              {event.comment && <p className="feedback-text">{event.comment}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
