// Where a refused field is: the builders mark their controls with `data-field` (the server's
// field name), so that a refusal focuses the first one, wherever it is on the page.

/** Focuses the control of `field` inside `root` (the first control inside a marked box). */
export function focusField(root: HTMLElement | null, field: string): void {
  const marked = root?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
  if (!marked) return;
  const control = marked.matches('input, textarea, select, button') ? marked : marked.querySelector<HTMLElement>('input, textarea, select, button');
  (control ?? marked).focus();
}
