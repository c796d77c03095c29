/** Renders one SVG string to a progressive mozjpeg JPEG (or a PNG for previews). */
import sharp from 'sharp';

export async function toJpeg(svg: string, file: string, quality = 80): Promise<number> {
  const info = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#faf7f1' })
    .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(file);
  return info.size;
}
