/** The page a reset mail links to; the token travels in the query. */
export const resetLink = (origin: string, token: string) => `${origin}/ResetPasswordScreen?token=${encodeURIComponent(token)}`;

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The reset mail, in English and then Bengali. */
export function resetMail(name: string, link: string, minutes: number) {
  const text = [
    `Hello ${name},`,
    '',
    `Someone asked to reset the password of your Haat account. Open this link within ${minutes} minutes to choose a new one. It works once.`,
    link,
    'If it was not you, ignore this mail: your password stays as it is.',
    '',
    '---',
    '',
    `প্রিয় ${name},`,
    '',
    `আপনার হাট অ্যাকাউন্টের পাসওয়ার্ড বদলানোর অনুরোধ এসেছে। নতুন পাসওয়ার্ড ঠিক করতে ${minutes} মিনিটের মধ্যে এই লিংকটি খুলুন। লিংকটি একবারই কাজ করবে।`,
    link,
    'অনুরোধটি আপনি না করে থাকলে এই মেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড আগের মতোই থাকবে।',
  ].join('\n');
  const html = text
    .split('\n')
    .map((line) => (line === link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : line ? `<p>${escape(line)}</p>` : ''))
    .join('\n');
  return { subject: 'Reset your Haat password / হাট পাসওয়ার্ড রিসেট', text, html };
}
