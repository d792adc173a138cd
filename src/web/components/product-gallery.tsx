import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { mediaSrcSet, mediaVariantUrl } from '~/modules/media/constants.ts';
import { useT } from '~/web/i18n/use-t.ts';

const ZOOM = 2.2;
const PAN_STEP = 10;

/**
 * The product's pictures: a main image that zooms (click or tap where you want to look, move
 * the pointer to pan; Enter or Space to zoom with the keyboard, arrow keys to pan, Escape to
 * leave) and thumbnails that switch it. Before JavaScript the thumbnails are links that load
 * the page with that picture (`?image=N`).
 */
export function ProductGallery({ images, name, initial }: { images: string[]; name: string; initial: number }) {
  const t = useT();
  const [index, setIndex] = useState(Math.min(initial, images.length - 1));
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const frame = useRef<HTMLButtonElement>(null);
  if (images.length === 0) return null;

  const pointAt = (event: MouseEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || !box.width) return origin;
    const clamp = (v: number) => Math.min(100, Math.max(0, v));
    return { x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) };
  };
  const onClick = (event: MouseEvent) => {
    // A keyboard "click" has no pointer position: zoom into the middle.
    if (event.detail > 0) setOrigin(pointAt(event));
    else if (!zoomed) setOrigin({ x: 50, y: 50 });
    setZoomed((z) => !z);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && zoomed) {
      setZoomed(false);
      event.preventDefault();
      return;
    }
    if (!zoomed) return;
    const move = { ArrowLeft: [-PAN_STEP, 0], ArrowRight: [PAN_STEP, 0], ArrowUp: [0, -PAN_STEP], ArrowDown: [0, PAN_STEP] }[event.key];
    if (!move) return;
    event.preventDefault();
    setOrigin((o) => ({ x: Math.min(100, Math.max(0, o.x + move[0])), y: Math.min(100, Math.max(0, o.y + move[1])) }));
  };
  const choose = (event: MouseEvent, i: number) => {
    event.preventDefault();
    setIndex(i);
    setZoomed(false);
  };

  return (
    <div>
      <button
        ref={frame}
        type="button"
        aria-pressed={zoomed}
        aria-label={zoomed ? t('gallery.zoomOut') : t('gallery.zoomIn')}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onMouseMove={zoomed ? (event) => setOrigin(pointAt(event)) : undefined}
        onMouseLeave={() => setZoomed(false)}
        className={`block w-full overflow-hidden rounded border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600 ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
      >
        <img
          src={images[index]}
          srcSet={mediaSrcSet(images[index])}
          sizes="(min-width: 768px) 600px, 100vw"
          alt={name}
          width={600}
          height={600}
          className="aspect-square w-full object-contain transition-transform duration-150 motion-reduce:transition-none"
          style={{ transform: zoomed ? `scale(${ZOOM})` : undefined, transformOrigin: `${origin.x}% ${origin.y}%` }}
        />
      </button>
      {images.length > 1 && (
        <ul aria-label={t('gallery.label')} className="mt-3 flex flex-wrap gap-2">
          {images.map((src, i) => (
            <li key={`${i}-${src}`}>
              <a
                href={`?image=${i}`}
                onClick={(event) => choose(event, i)}
                aria-label={t('gallery.show', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`block rounded border-2 ${i === index ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400'} focus-visible:outline-2 focus-visible:outline-brand-600`}
              >
                <img src={mediaVariantUrl(src, 300)} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
