import { Form, Link, redirect } from 'react-router';
import {
  MAX_NOTICE_DESCRIPTION_LENGTH,
  MAX_OFFER_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  MERCHANDISING_PAGE_SIZE,
  type AdminPage,
  type Notice,
  type Offer,
} from '~/modules/merchandising/contracts.ts';
import { Alert } from '~/web/components/alert.tsx';
import { AdminList, RowActions, type ListResult } from '~/web/components/admin/admin-list.tsx';
import { adminListHref } from '~/web/components/admin/confirm-delete.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { StatusRadio } from '~/web/components/admin/status-radio.tsx';
import { Field, SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { Pager } from '~/web/components/pager.tsx';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useT } from '~/web/i18n/use-t.ts';
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
  busy,
}: {
  kind: Kind;
  items: Item[];
  page: number;
  pages: number;
  confirmDelete: string | null;
  result: ListResult;
  busy: boolean;
}) {
  const t = useT();
  const screen = SCREENS[kind];
  const first = (page - 1) * MERCHANDISING_PAGE_SIZE;
  return (
    <AdminList
      heading={t(screen.labels.heading)}
      create={{ href: screen.create, label: t(screen.labels.createLink) }}
      result={result}
      deleted={t(screen.labels.deleted)}
      empty={t(screen.labels.empty)}
      columns={[
        t('admin.sl'),
        t('admin.title'),
        t('admin.description'),
        ...(screen.withImage ? [t('admin.image')] : []),
        t('admin.status'),
        t('admin.action'),
      ]}
      rows={items.map((item, index) => (
        <tr key={item.id} className="border-t border-slate-200 align-middle">
          <td className="px-3 py-2">{first + index + 1}</td>
          <td className="px-3 py-2 font-medium">{item.title}</td>
          <td className="max-w-xs px-3 py-2 text-slate-600">{item.description}</td>
          {screen.withImage && (
            <td className="px-3 py-2">
              {item.imageUrl ? (
                // docs/requirements/core-shop.md §9: the offers list shows a 55×55 thumbnail.
                <img
                  src={item.imageUrl}
                  alt=""
                  width={55}
                  height={55}
                  loading="lazy"
                  className="h-[55px] w-[55px] rounded object-cover"
                />
              ) : (
                <span className="block h-[55px] w-[55px] rounded bg-slate-100" />
              )}
            </td>
          )}
          <td className="px-3 py-2">
            <StatusRadio id={item.id} title={item.title} isActive={item.isActive} />
          </td>
          <RowActions
            editHref={screen.edit(item.id)}
            id={item.id}
            confirming={confirmDelete === item.id}
            askHref={adminListHref(screen.list, page, item.id)}
            cancelHref={adminListHref(screen.list, page)}
            busy={busy}
          />
        </tr>
      ))}
    >
      <Pager page={page} pages={pages} hrefFor={(n) => adminListHref(screen.list, n)} />
    </AdminList>
  );
}

type FormResult =
  { message?: string; errors?: Partial<Record<string, string>>; values?: Partial<Record<string, string>> } | undefined;

/** Create or edit one offer or notice: Title, Description and, for an offer, its image; Save or Update. */
export function MerchandisingForm({
  kind,
  item,
  result,
  busy,
}: {
  kind: Kind;
  item: Item | null;
  result: FormResult;
  busy: boolean;
}) {
  const t = useT();
  const screen = SCREENS[kind];
  const values = result?.values;
  const errors = result?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl">
      <Link to={screen.list} className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{t(item ? screen.labels.editHeading : screen.labels.createHeading)}</h1>
      {result?.message && <Alert tone="danger">{result.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field
          label={t('admin.title')}
          name="title"
          required
          maxLength={MAX_TITLE_LENGTH}
          defaultValue={values?.title ?? item?.title}
          error={errors.title}
        />
        <TextAreaField
          label={t('admin.description')}
          name="description"
          maxLength={screen.maxDescription}
          defaultValue={values?.description ?? item?.description}
          error={errors.description}
        />
        <Field
          label={t('admin.titleBn')}
          name="titleBn"
          lang="bn"
          maxLength={MAX_TITLE_LENGTH}
          defaultValue={values?.titleBn ?? item?.titleBn ?? ''}
          error={errors.titleBn}
        />
        <TextAreaField
          label={t('admin.descriptionBn')}
          name="descriptionBn"
          lang="bn"
          maxLength={screen.maxDescription}
          defaultValue={values?.descriptionBn ?? item?.descriptionBn ?? ''}
          error={errors.descriptionBn}
        />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.bengaliHint')}</p>
        {screen.withImage && (
          <>
            {/* docs/requirements/core-shop.md §2: an address, a file chooser that uploads and fills it, and the 140×90 preview. */}
            <ImageField
              name="imageUrl"
              label={t('admin.imageUrl')}
              defaultValue={values?.imageUrl ?? item?.imageUrl ?? ''}
              error={errors.imageUrl}
            />
            <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.imageHint')}</p>
          </>
        )}
        <SubmitButton busy={busy}>{t(item ? 'admin.update' : 'admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
