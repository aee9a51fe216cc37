// The tabs of /evidence/objednavky-a-platby (`?tab=`): apart from the other helpers, as the
// route tree (in the app's entry) reads them.

/** The tabs of the orders page (`?tab=`); the orders grid has none. */
export const ORDER_TABS = ['k-vyreseni', 'vypisy', 'sazebnik', 'prehled'] as const;
export type OrdersTab = 'objednavky' | (typeof ORDER_TABS)[number];

/** The tab of a `?tab=` value; anything not listed is the orders grid. */
export function parseOrdersTab(value: string | undefined): OrdersTab {
  return ORDER_TABS.find((tab) => tab === value) ?? 'objednavky';
}

/** What the orders page's answer says the asker may do. */
export interface PaymentPowers {
  canManagePayments: boolean;
  canUploadStatements: boolean;
}

/** The tabs the asker sees, in the page's order (the API refuses the others anyway). */
export function visibleTabs(powers: PaymentPowers): OrdersTab[] {
  return [
    'objednavky',
    ...(powers.canManagePayments ? (['k-vyreseni'] as const) : []),
    ...(powers.canManagePayments || powers.canUploadStatements ? (['vypisy'] as const) : []),
    'sazebnik',
    'prehled',
  ];
}
