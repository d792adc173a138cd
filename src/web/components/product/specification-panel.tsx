import type { ProductDetail, SpecificationGroup } from '~/modules/catalog/contracts.ts';
import type { TextLanguages } from '~/platform/local-text.ts';
import { RICH_TEXT_CLASS } from '~/web/components/rich-text-class.ts';
import { useLangFor, useT } from '~/web/i18n/use-t.ts';

/** A group or row, with the language its name is written in when the page knows it (localSpecifications). */
type Named<T> = T & Partial<TextLanguages<'name'>>;
type ShownGroup = Named<Omit<SpecificationGroup, 'values'>> & { values: Named<SpecificationGroup['values'][number]>[] };

/** The Specification tab: the sanitized description, then the specification tables. */
export function SpecificationPanel({ product }: { product: Pick<ProductDetail, 'description'> & { specifications: ShownGroup[] } }) {
  const t = useT();
  const langFor = useLangFor();
  return (
    <>
      {product.description && (
        <section aria-labelledby="description" className="mb-6">
          <h2 id="description" className="mb-2 text-xl font-bold">
            {t('product.description')}
          </h2>
          <div
            className={RICH_TEXT_CLASS}
            // Sanitized on the server (src/platform/rich-text.ts).
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </section>
      )}
      {/* The panel is labelled by its tab, "Specification". */}
      {product.specifications.length === 0 && <p className="text-sm text-slate-600">{t('product.noSpecification')}</p>}
      {product.specifications.map((group) => (
        <table key={group.name} className="mb-4 w-full border border-slate-200 bg-white text-sm">
          <caption lang={langFor(group.languages?.name)} className="bg-brand-50 px-3 py-2 text-left font-semibold">
            {group.name}
          </caption>
          <tbody>
            {group.values.map((row) => (
              <tr key={row.name} className="border-t border-slate-200">
                <th scope="row" lang={langFor(row.languages?.name)} className="w-1/3 px-3 py-2 text-left font-normal text-slate-600">
                  {row.name}
                </th>
                <td className="px-3 py-2">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}
