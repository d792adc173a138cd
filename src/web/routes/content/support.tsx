import { SupportForm } from '~/web/components/support-form.tsx';
import type { Route } from './+types/support';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = matches[0]?.loaderData?.settings.shopName ?? 'Haat';
  const title = data?.kind === 'service' ? 'Service Support Request' : 'Complain';
  return [
    { title: `${title} | ${shopName}` },
    { name: 'description', content: `${title}: tell ${shopName} what went wrong and get a ticket number to follow it.` },
  ];
}

/** /ComplainAdviceScreen and /OnlineServiceSupportScreen: the same form, the second with Invoice No. */
export function loader({ request }: Route.LoaderArgs) {
  const service = new URL(request.url).pathname.toLowerCase() === '/onlineservicesupportscreen';
  return { kind: service ? ('service' as const) : ('complaint' as const) };
}

export default function Support({ loaderData }: Route.ComponentProps) {
  return <SupportForm kind={loaderData.kind} />;
}
