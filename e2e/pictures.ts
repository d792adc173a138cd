import sharp from 'sharp';

/** An 800×600 PNG of one colour, as a shop admin's camera or designer would hand over. */
export const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
