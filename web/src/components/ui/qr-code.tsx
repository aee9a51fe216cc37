// A QR code drawn in the browser as SVG (the `qrcode` package; never a hand-written encoder).
// Only lazily loaded pages use it (the member card, an order's payment instructions), so the
// encoder stays out of the public pages' first JavaScript.
import { type QueryKey, useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';

/** The SVG text of a QR code of `text`, made once per text; `queryKey` is the caller
 * feature's key of that text. */
export function useQrSvg(text: string, queryKey: QueryKey) {
  return useQuery({
    queryKey,
    enabled: text !== '',
    queryFn: () => QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }),
    staleTime: Infinity,
  });
}

/** The QR code of `text`, an image named `label`; nothing until it is made. */
export function QrCode({ text, label, queryKey, className }: { text: string; label: string; queryKey: QueryKey; className?: string }) {
  const svg = useQrSvg(text, queryKey);
  if (!svg.data) return null;
  return <div className={className} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg.data }} />;
}
