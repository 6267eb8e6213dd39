/** Pictures and not-quite-pictures for upload tests, made on the fly so no binary files live in the repository. */
import sharp from 'sharp';

export const pictureOf = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

/** The start of a Linux executable, padded: what a renamed program looks like. */
export const ELF_BYTES = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="red"/><script>alert(document.cookie)</script></svg>',
);

export const SVG_PLAIN = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="red"/></svg>',
);

/** A valid PNG with a web page appended: a browser sniffing it could run the script. */
export const pngWithHtml = async () =>
  Buffer.concat([await pictureOf('png', 300, 200), Buffer.from('<html><body><script>alert(1)</script></body></html>')]);

/** A JPEG cut off halfway through its data. */
export const truncatedJpeg = async () => {
  const jpeg = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
};
