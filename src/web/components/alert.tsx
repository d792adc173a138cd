/** docs/requirements/core-shop.md §8: failures in a red alert, successes in a green one. */
export function Alert({ tone, children }: { tone: 'danger' | 'success' | 'info'; children: React.ReactNode }) {
  const styles = {
    danger: 'border-red-300 bg-red-50 text-red-800',
    success: 'border-green-300 bg-green-50 text-green-800',
    info: 'border-sky-300 bg-sky-50 text-sky-900',
  }[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`my-3 rounded border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}
