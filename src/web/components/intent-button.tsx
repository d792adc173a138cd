import { Form } from 'react-router';

/**
 * One action on one record (approve a comment, mark an order paid, delete an address): a form of
 * its own that posts `intent` with the record's key, so it works before JavaScript.
 */
export function IntentButton({
  intent,
  name = 'id',
  value,
  action,
  busy,
  className,
  label,
  onSubmit,
  children,
}: {
  intent: string;
  /** The name the record's key is posted under. */
  name?: string;
  value: string;
  action?: string;
  busy: boolean;
  className: string;
  /** Names the button to assistive technology where its text does not tell the records apart. */
  label?: string;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={action} onSubmit={onSubmit}>
      <input type="hidden" name={name} value={value} />
      <button type="submit" name="intent" value={intent} disabled={busy} aria-label={label} className={className}>
        {children}
      </button>
    </Form>
  );
}
