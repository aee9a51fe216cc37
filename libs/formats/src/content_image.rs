//! The images of the content area: an upload (JPEG, PNG or WebP) is decoded within limits,
//! turned upright by its EXIF orientation (a phone's photo), and served as lossy WebP in the
//! widths of [`IMAGE_WIDTHS`] that are narrower than the original, plus the original's own
//! width up to the widest. The page gets every width's address (`srcset`) and the image's
//! width and height, so the browser keeps its place before it loads (no layout shift).
//! Nothing of the upload is kept but the pixels: its metadata (EXIF with a phone's GPS
//! position) is dropped.

use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use stopa_domain::content::{IMAGE_WIDTHS, MAX_IMAGE_PIXELS};

/// The WebP quality of every width (libwebp's 0–100): photos look right and weigh little.
const QUALITY: f32 = 80.0;
/// The widest and tallest side decoding accepts.
const MAX_SIDE: u32 = 16_000;

/// One width of an image, encoded.
#[derive(Debug, Clone)]
pub struct ImageVariant {
    pub width: u32,
    pub height: u32,
    pub webp: Vec<u8>,
}

/// An upload made ready to serve.
#[derive(Debug, Clone)]
pub struct PreparedImage {
    /// The widest variant's size: the image's `width` and `height` on pages.
    pub width: u32,
    pub height: u32,
    /// Narrowest first.
    pub variants: Vec<ImageVariant>,
}

/// Why an upload is not an image Stopa serves, in Czech.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImageProblem {
    #[error("Obrázek musí být ve formátu JPEG, PNG nebo WebP.")]
    NotAnImage,
    #[error("Obrázek je příliš velký: může mít nejvýše 40 megapixelů.")]
    TooManyPixels,
    #[error("Obrázek se nepodařilo přečíst: soubor je poškozený.")]
    Broken,
}

/// Decodes, turns and resizes an upload into its variants. Slow for a big photo (a second or
/// two): call it off the async threads.
pub fn prepare(bytes: &[u8]) -> Result<PreparedImage, ImageProblem> {
    let reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| ImageProblem::NotAnImage)?;
    if !matches!(
        reader.format(),
        Some(ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP)
    ) {
        return Err(ImageProblem::NotAnImage);
    }
    let mut reader = reader;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_IMAGE_PIXELS * 4 + 64 * 1024 * 1024);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|error| problem(&error))?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_IMAGE_PIXELS {
        return Err(ImageProblem::TooManyPixels);
    }
    let orientation = decoder.orientation().map_err(|_| ImageProblem::Broken)?;
    let mut image = DynamicImage::from_decoder(decoder).map_err(|error| problem(&error))?;
    image.apply_orientation(orientation);
    let has_alpha = image.color().has_alpha();
    let widest = IMAGE_WIDTHS[IMAGE_WIDTHS.len() - 1];
    let mut widths: Vec<u32> = IMAGE_WIDTHS
        .iter()
        .copied()
        .filter(|width| *width < image.width())
        .collect();
    let own = image.width().min(widest);
    if !widths.contains(&own) {
        widths.push(own);
    }
    // Widest first, each from the one before (a 6000 px photo is resized once at full size).
    let mut variants = Vec::with_capacity(widths.len());
    let mut source = image;
    for &target in widths.iter().rev() {
        let height = scaled_height(source.width(), source.height(), target);
        if target != source.width() {
            source = source.resize_exact(target, height, image::imageops::FilterType::Lanczos3);
        }
        variants.push(encode(&source, has_alpha));
    }
    variants.reverse();
    let largest = variants.last().ok_or(ImageProblem::Broken)?;
    Ok(PreparedImage {
        width: largest.width,
        height: largest.height,
        variants,
    })
}

/// A decoding error as the uploader reads it: beyond the limits (the header's size, the
/// memory it would take) is too big, anything else broken.
fn problem(error: &image::ImageError) -> ImageProblem {
    match error {
        image::ImageError::Limits(_) => ImageProblem::TooManyPixels,
        _ => ImageProblem::Broken,
    }
}

/// The height of `width` at the image's proportions (at least 1 px).
fn scaled_height(width: u32, height: u32, target: u32) -> u32 {
    let scaled =
        (u64::from(height) * u64::from(target) + u64::from(width) / 2) / u64::from(width.max(1));
    u32::try_from(scaled.max(1)).unwrap_or(u32::MAX)
}

fn encode(image: &DynamicImage, has_alpha: bool) -> ImageVariant {
    let (width, height) = (image.width(), image.height());
    let webp = if has_alpha {
        let pixels = image.to_rgba8();
        webp::Encoder::from_rgba(pixels.as_raw(), width, height)
            .encode(QUALITY)
            .to_vec()
    } else {
        let pixels = image.to_rgb8();
        webp::Encoder::from_rgb(pixels.as_raw(), width, height)
            .encode(QUALITY)
            .to_vec()
    };
    ImageVariant {
        width,
        height,
        webp,
    }
}

/// A picture for the demo data (`stopa-admin seed`): a winter sky over snowy hills, in the tint
/// of `hue` (0–359), as PNG.
#[allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "pixel arithmetic of a small demo picture"
)]
pub fn demo_picture(width: u32, height: u32, hue: u32) -> Vec<u8> {
    let tint = |base: f32, shift: f32| (base + shift).clamp(0.0, 255.0) as u8;
    let shift = (hue % 360) as f32 / 360.0 * 60.0 - 30.0;
    let picture = image::ImageBuffer::from_fn(width, height, |x, y| {
        let (fx, fy) = (x as f32 / width as f32, y as f32 / height as f32);
        let ridge = 0.55 + 0.12 * (fx * 9.0 + hue as f32).sin() + 0.06 * (fx * 23.0).cos();
        if fy > ridge {
            let shade = 235.0 - (fy - ridge) * 60.0;
            image::Rgb([tint(shade, -8.0), tint(shade, -2.0), tint(shade, 10.0)])
        } else {
            image::Rgb([
                tint(70.0 + fy * 90.0, shift),
                tint(120.0 + fy * 80.0, 0.0),
                tint(200.0 + fy * 40.0, -shift),
            ])
        }
    });
    let mut bytes = Vec::new();
    // Writing a PNG to memory cannot fail.
    let _ =
        DynamicImage::ImageRgb8(picture).write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png);
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageBuffer, Rgb, Rgba};

    fn png(width: u32, height: u32) -> Vec<u8> {
        let image = ImageBuffer::from_fn(width, height, |x, y| {
            Rgb([(x % 256) as u8, (y % 256) as u8, 90])
        });
        let mut bytes = Vec::new();
        DynamicImage::ImageRgb8(image)
            .write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png)
            .expect("png");
        bytes
    }

    #[test]
    fn a_wide_photo_gets_every_width_at_its_proportions() {
        let prepared = prepare(&png(2000, 1000)).expect("prepared");
        let sizes: Vec<(u32, u32)> = prepared
            .variants
            .iter()
            .map(|v| (v.width, v.height))
            .collect();
        assert_eq!(sizes, vec![(320, 160), (640, 320), (1280, 640)]);
        assert_eq!((prepared.width, prepared.height), (1280, 640));
        for variant in &prepared.variants {
            assert_eq!(&variant.webp[..4], b"RIFF");
            assert_eq!(&variant.webp[8..12], b"WEBP");
            let decoded = image::load_from_memory(&variant.webp).expect("decodes");
            assert_eq!(
                (decoded.width(), decoded.height()),
                (variant.width, variant.height)
            );
        }
    }

    #[test]
    fn a_small_image_is_never_enlarged_and_transparency_stays() {
        let image = ImageBuffer::from_fn(500, 250, |_, _| Rgba([10, 20, 30, 128]));
        let mut bytes = Vec::new();
        DynamicImage::ImageRgba8(image)
            .write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png)
            .expect("png");
        let prepared = prepare(&bytes).expect("prepared");
        let sizes: Vec<(u32, u32)> = prepared
            .variants
            .iter()
            .map(|v| (v.width, v.height))
            .collect();
        assert_eq!(sizes, vec![(320, 160), (500, 250)]);
        let decoded = image::load_from_memory(&prepared.variants[1].webp).expect("decodes");
        assert!(decoded.color().has_alpha());
    }

    #[test]
    fn what_is_not_an_image_or_too_big_is_refused_before_decoding() {
        assert_eq!(
            prepare(b"%PDF-1.7 not an image").unwrap_err(),
            ImageProblem::NotAnImage
        );
        assert_eq!(
            prepare(b"GIF89a......").unwrap_err(),
            ImageProblem::NotAnImage
        );
        let mut truncated = png(100, 100);
        truncated.truncate(60);
        assert_eq!(prepare(&truncated).unwrap_err(), ImageProblem::Broken);
        // A PNG header that claims 10 000 × 10 000 px (100 megapixels) in a few bytes.
        let mut bomb = png(1, 1);
        bomb[16..20].copy_from_slice(&10_000u32.to_be_bytes());
        bomb[20..24].copy_from_slice(&10_000u32.to_be_bytes());
        let crc = crc32fast::hash(&bomb[12..29]);
        bomb[29..33].copy_from_slice(&crc.to_be_bytes());
        assert_eq!(prepare(&bomb).unwrap_err(), ImageProblem::TooManyPixels);
    }
}
