// The public surface of the racing-events feature: what other features may use. (Its pages are
// loaded by the app's route tree, each lazily.)
export { CalendarEventItem, type CalendarEventSummary } from './components/calendar-event-item';
