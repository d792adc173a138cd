/**
 * A search box's input, its label read by screen readers only: the placeholder and the button say
 * it to everybody else. A file of its own, so the header's search does not bring the form kit.
 */
export function SearchInput({ id, label, ...input }: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" {...input} />
    </>
  );
}
