/**
 * Sends one SMS. The default is the SMS outbox (src/modules/sms: the stored message is all there
 * is, readable by admins at /admin/outbox); BulkSMSBD's HTTP API when configured (ADR 037).
 */
export interface SmsSender {
  /** `to` in E.164 (+8801712345678). Resolves once the gateway accepted it; throws SmsSendError otherwise. */
  send(to: string, text: string): Promise<void>;
}

/**
 * Why a message was not accepted, and what may be done about it:
 * - `retry`: the gateway said no, or was never reached; sending again cannot double it;
 * - `failed`: the gateway refused this message for good (a bad number): never sent again;
 * - `unconfirmed`: the request may have reached the gateway but no answer said so (a time-out,
 *   a connection cut mid-request, an answer we cannot read): it may have been sent, so it is
 *   never sent again (no SMS twice) and admins see it as not confirmed.
 */
export class SmsSendError extends Error {
  constructor(
    readonly outcome: 'retry' | 'failed' | 'unconfirmed',
    message: string,
  ) {
    super(message);
  }
}

/** BulkSMSBD's answer codes (bulksmsbd.com/bulksms-api-bangladesh.php): 202 is accepted. */
export const BULKSMSBD_ACCEPTED = 202;
// Codes that say this message can never go, whatever is retried: an invalid number (1001), a
// required field missing (1003), a masked sender that must send Bengali (1012). The others
// (balance, sender or account settings, an internal error) may clear once someone acts.
const PERMANENT_CODES = new Set([1001, 1003, 1012]);
// Errors raised before a request reached the gateway: sending again cannot double it.
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export interface BulkSmsBdOptions {
  url: string;
  apiKey: string;
  senderId: string;
  timeoutMs: number;
}

/**
 * BulkSMSBD's single-SMS API: a form POST of `api_key`, `type=text`, `number` (880…, no plus),
 * `senderid` and `message` to `/api/smsapi`, answered with JSON whose `response_code` is 202 when
 * the message was submitted, or an error code (1001–1021).
 */
export function bulkSmsBdSender(options: BulkSmsBdOptions): SmsSender {
  return {
    async send(to, text) {
      const body = new URLSearchParams({ api_key: options.apiKey, type: 'text', number: to.replace(/^\+/, ''), senderid: options.senderId, message: text });
      let response: Response;
      let answer: string;
      try {
        response = await fetch(options.url, { method: 'POST', body, signal: AbortSignal.timeout(options.timeoutMs) });
        answer = await response.text();
      } catch (error) {
        throw classifyFetchError(error, options.timeoutMs);
      }
      let code: number | undefined;
      try {
        code = Number((JSON.parse(answer) as { response_code?: unknown }).response_code);
      } catch {
        code = undefined;
      }
      if (code === BULKSMSBD_ACCEPTED) return;
      if (code !== undefined && Number.isInteger(code) && code >= 1000) {
        throw new SmsSendError(PERMANENT_CODES.has(code) ? 'failed' : 'retry', `BulkSMSBD answered ${code}`);
      }
      // An HTTP error without a code: the gateway (or a proxy before it) did not take the message.
      if (!response.ok) throw new SmsSendError('retry', `BulkSMSBD answered HTTP ${response.status}`);
      throw new SmsSendError('unconfirmed', `BulkSMSBD answered HTTP ${response.status} without a response code`);
    },
  };
}

function classifyFetchError(error: unknown, timeoutMs: number): SmsSendError {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return new SmsSendError('unconfirmed', `BulkSMSBD did not answer within ${timeoutMs} ms`);
  const code = (error as { cause?: { code?: string } }).cause?.code;
  if (code && NOT_CONNECTED.has(code)) return new SmsSendError('retry', `BulkSMSBD could not be reached (${code})`);
  return new SmsSendError('unconfirmed', `BulkSMSBD request failed (${code ?? (error as Error).message})`);
}
