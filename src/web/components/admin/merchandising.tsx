import { redirect } from 'react-router';
import { MAX_NOTICE_DESCRIPTION_LENGTH, MAX_OFFER_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MERCHANDISING_PAGE_SIZE, type AdminPage, type Notice, type Offer } from '~/modules/merchandising/contracts.ts';
import { AdminList, type ListResult } from '~/web/components/admin/admin-list.tsx';
import { adminListHref } from '~/web/components/admin/confirm-delete.tsx';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { StatusRadio } from '~/web/components/admin/status-radio.tsx';
import { FieldRows, shownValue } from '~/web/components/field-rows.tsx';
import type { Column } from '~/web/components/paged-table.tsx';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useT } from '~/web/i18n/use-t.ts';
import type { FormFailure } from '~/web/lib/forms.ts';
import { pageParam } from '~/web/lib/params.ts';

/**
 * The admin screens of offers and notices (docs/requirements/core-shop.md §2) are one list and one form: the
 * addresses, the labels and whether an offer's image is shown are all that differ.
 */
type Kind = 'offer' | 'notice';
type Item = Offer | (Notice & { imageUrl?: undefined });

const SCREENS = {
  offer: {
    list: '/admin/offerslist',
    create: '/admin/offer/create/',
    edit: (id: string) => `/admin/offer/${id}/edit`,
    maxDescription: MAX_OFFER_DESCRIPTION_LENGTH,
    withImage: true,
    labels: {
      heading: 'admin.offers',
      createLink: 'admin.createOffers',
      createHeading: 'admin.createOffer',
      editHeading: 'admin.editOffer',
      deleted: 'admin.offerDeleted',
      empty: 'admin.noOffers',
    },
  },
  notice: {
    list: '/admin/notice/list',
    create: '/admin/notice/create/',
    edit: (id: string) => `/admin/notice/edit/${id}`,
    maxDescription: MAX_NOTICE_DESCRIPTION_LENGTH,
    withImage: false,
    labels: {
      heading: 'admin.notices',
      createLink: 'admin.createNotice',
      createHeading: 'admin.createNoticeHeading',
      editHeading: 'admin.editNotice',
      deleted: 'admin.noticeDeleted',
      empty: 'admin.noNotices',
    },
  },
} satisfies Record<Kind, { labels: Record<string, MessageKey> } & Record<string, unknown>>;

/** The list's address after a create or update (docs/requirements/core-shop.md §4: back to the list). */
export const merchandisingListPath = (kind: Kind) => SCREENS[kind].list;

/**
 * Reads the list page the address asks for; after the last row of the last page is deleted,
 * that page no longer exists and the one before is shown.
 */
export async function loadMerchandisingPage<T>(request: Request, kind: Kind, list: (page: number) => Promise<AdminPage<T>>) {
  const url = new URL(request.url);
  const page = await list(pageParam(url.searchParams.get('page') ?? undefined));
  if (page.page > page.pages) throw redirect(adminListHref(SCREENS[kind].list, page.pages));
  return { ...page, confirmDelete: url.searchParams.get('confirmDelete') };
}

export function MerchandisingList({
  kind,
  items,
  page,
  pages,
  confirmDelete,
  result,
}: {
  kind: Kind;
  items: Item[];
  page: number;
  pages: number;
  confirmDelete: string | null;
  result: ListResult;
}) {
  const t = useT();
  const screen = SCREENS[kind];
  const first = (page - 1) * MERCHANDISING_PAGE_SIZE;
  const image: Column<Item> = {
    heading: t('admin.image'),
    cell: (item) =>
      item.imageUrl ? (
        // docs/requirements/core-shop.md §9: the offers list shows a 55×55 thumbnail.
        <img src={item.imageUrl} alt="" width={55} height={55} loading="lazy" className="h-[55px] w-[55px] rounded object-cover" />
      ) : (
        <span className="block h-[55px] w-[55px] rounded bg-slate-100" />
      ),
  };
  return (
    <AdminList
      heading={t(screen.labels.heading)}
      create={{ href: screen.create, label: t(screen.labels.createLink) }}
      result={result}
      address={{ confirmDelete }}
      deleted={t(screen.labels.deleted)}
      empty={t(screen.labels.empty)}
      rows={items}
      columns={[
        { heading: t('admin.sl'), cell: (_item, index) => first + index + 1 },
        { heading: t('admin.title'), className: 'font-medium', cell: (item) => item.title },
        { heading: t('admin.description'), className: 'max-w-xs text-slate-600', cell: (item) => item.description },
        ...(screen.withImage ? [image] : []),
        { heading: t('admin.status'), cell: (item) => <StatusRadio id={item.id} title={item.title} isActive={item.isActive} /> },
      ]}
      targets={{ path: screen.list, page, pages, editHref: (item) => screen.edit(item.id) }}
    />
  );
}

/** Create or edit one offer or notice: Title, Description and, for an offer, its image; Save or Update. */
export function MerchandisingForm({ kind, item, failure }: { kind: Kind; item: Item | null; failure: FormFailure | undefined }) {
  const t = useT();
  const screen = SCREENS[kind];
  return (
    <EditPage
      back={screen.list}
      heading={t(item ? screen.labels.editHeading : screen.labels.createHeading)}
      failure={failure}
      submit={t(item ? 'admin.update' : 'admin.save')}
    >
      <FieldRows
        failure={failure}
        fields={[
          { label: t('admin.title'), name: 'title', required: true, maxLength: MAX_TITLE_LENGTH, stored: item?.title },
          { label: t('admin.description'), name: 'description', lines: 3, maxLength: screen.maxDescription, stored: item?.description },
          { label: t('admin.titleBn'), name: 'titleBn', lang: 'bn', maxLength: MAX_TITLE_LENGTH, stored: item?.titleBn ?? '' },
          {
            label: t('admin.descriptionBn'),
            name: 'descriptionBn',
            lines: 3,
            lang: 'bn',
            maxLength: screen.maxDescription,
            stored: item?.descriptionBn ?? '',
            hint: t('admin.bengaliHint'),
          },
        ]}
      />
      {screen.withImage && (
        <>
          {/* docs/requirements/core-shop.md §2: an address, a file chooser that uploads and fills it, and the 140×90 preview. */}
          <ImageField name="imageUrl" label={t('admin.imageUrl')} defaultValue={shownValue(failure, 'imageUrl', item?.imageUrl) ?? ''} error={failure?.errors?.imageUrl} />
          <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.imageHint')}</p>
        </>
      )}
    </EditPage>
  );
}
