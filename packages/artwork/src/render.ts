import sharp from 'sharp';

/** Renders one SVG to a progressive mozjpeg JPEG on the site's cream, at `quality`. */
export async function toJpeg(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#faf7f1' })
    .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
