// Texts of the account's e-mail notification settings (/evidence/oznameni). A lazy part: the
// page loads it (features/auth/notification-texts.ts). Keys start with `notifications.`.
export const notifications = {
  'notifications.title': 'Oznámení e-mailem',
  'notifications.intro': 'Evidence posílá e-mailem oznámení o závodech na adresu Vašeho účtu {email}. Každý druh oznámení můžete vypnout; nastavení platí pro všechny role Vašeho účtu.',
  'notifications.loading': 'Načítám nastavení oznámení…',
  'notifications.legend': 'Posílat mi',
  'notifications.saved.on': 'Oznámení „{label}“ jsou zapnutá.',
  'notifications.saved.off': 'Oznámení „{label}“ jsou vypnutá.',
  'notifications.note': 'E-maily o účtu (pozvánka, obnova hesla), o platbách, přestupech a končících licencích chodí vždy.',
} as const;
