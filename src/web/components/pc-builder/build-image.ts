import type { Build } from '~/modules/pcbuilder/contracts.ts';
import { SLOTS } from '~/modules/pcbuilder/constants.ts';
import type { MessageKey, Translate } from '~/web/i18n/messages.ts';
import type { Numerals } from '~/web/i18n/numerals.ts';

const WIDTH = 1000;
const PAD = 40;
const ROW = 34;

/**
 * "Screenshot": the build drawn as a PNG in the browser, in the page's language and fonts (the
 * canvas uses the web fonts the page has loaded, so Bengali and ৳ render). The list of parts
 * with prices, the wattage estimate, any conflicts and the total: what a shopper sends a friend.
 */
export function drawBuildImage(build: Build, t: Translate, n: Numerals, shopName: string, fontFamily: string): Promise<Blob | null> {
  const conflicts = build.conflicts.map((c) => t(`pc.conflict.${c.code}` as MessageKey, c.values));
  const height = PAD * 2 + 90 + build.items.length * ROW + 70 + conflicts.length * 26 + 40;
  const canvas = document.createElement('canvas');
  const scale = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = WIDTH * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  const font = (size: number, bold = false) => `${bold ? '700' : '400'} ${size}px ${fontFamily}`;
  let y = PAD + 28;
  ctx.fillStyle = '#0f172a';
  ctx.font = font(28, true);
  ctx.fillText(`${shopName} · ${t('pc.title')}`, PAD, y);
  y += 34;
  ctx.font = font(16);
  ctx.fillStyle = '#475569';
  ctx.fillText(`${t('pc.wattage')}: ${t('pc.watts', { watts: build.wattage })}   ·   ${t('pc.items', { count: build.itemCount })}   ·   ${n.date(new Date())}`, PAD, y);
  y += 28;
  for (const item of build.items) {
    const slot = SLOTS.find((s) => s.key === item.slot)!;
    ctx.strokeStyle = '#e2e8f0';
    ctx.beginPath();
    ctx.moveTo(PAD, y);
    ctx.lineTo(WIDTH - PAD, y);
    ctx.stroke();
    y += ROW - 10;
    ctx.fillStyle = '#334155';
    ctx.font = font(15, true);
    ctx.fillText(t(`pc.slot.${slot.key}` as MessageKey), PAD, y);
    ctx.fillStyle = '#0f172a';
    ctx.font = font(15);
    ctx.fillText(fit(ctx, item.product.name, 600), PAD + 170, y);
    ctx.font = font(15, true);
    ctx.textAlign = 'right';
    ctx.fillText(n.taka(item.product.salePrice), WIDTH - PAD, y);
    ctx.textAlign = 'left';
    y += 10;
  }
  ctx.strokeStyle = '#0f172a';
  ctx.beginPath();
  ctx.moveTo(PAD, y);
  ctx.lineTo(WIDTH - PAD, y);
  ctx.stroke();
  y += 40;
  ctx.font = font(22, true);
  ctx.fillText(t('pc.total'), PAD, y);
  ctx.textAlign = 'right';
  ctx.fillStyle = '#15803d';
  ctx.fillText(n.taka(build.totalPrice), WIDTH - PAD, y);
  ctx.textAlign = 'left';
  y += 30;
  ctx.fillStyle = '#b91c1c';
  ctx.font = font(15);
  for (const line of conflicts) {
    ctx.fillText(`⚠ ${fit(ctx, line, WIDTH - PAD * 2 - 20)}`, PAD, y);
    y += 26;
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
