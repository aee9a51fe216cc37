// How to pay an order by bank transfer: the federation's account, the amount, the variable
// symbol and the QR Platba code drawn in the browser from the SPAYD text the API gives.
import { FactList } from '../../../components/ui/facts';
import { QrCode } from '../../../components/ui/qr-code';
import { formatHalere, formatIban } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { paymentKeys } from '../api/keys';

/** The instructions as both the private and the public order answer them. */
export interface Instructions {
  account: string;
  iban: string;
  recipient: string;
  amount: number;
  variableSymbol: string;
  message: string;
  qrText: string;
}

export function PaymentInstructions({ instructions, pdfUrl }: { instructions: Instructions; pdfUrl?: string | null | undefined }) {
  const amount = formatHalere(instructions.amount);
  return (
    <section className="card payment-instructions" aria-labelledby="instructions-title">
      <h2 id="instructions-title">{t('payments.instructions.title')}</h2>
      <div className="payment-instructions-body">
        <FactList
          facts={[
            [t('payments.instructions.account'), <strong key="account">{instructions.account}</strong>],
            [t('payments.instructions.iban'), formatIban(instructions.iban)],
            [t('payments.instructions.recipient'), instructions.recipient],
            [t('payments.instructions.amount'), <strong key="amount">{amount}</strong>],
            [t('payments.instructions.variableSymbol'), <strong key="symbol">{instructions.variableSymbol}</strong>],
            [t('payments.instructions.message'), instructions.message],
          ]}
        />
        <figure className="payment-qr">
          <QrCode text={instructions.qrText} label={tf('payments.instructions.qrLabel', { amount, symbol: instructions.variableSymbol })} queryKey={paymentKeys.qr(instructions.qrText)} className="payment-qr-code" />
          <figcaption>{t('payments.instructions.qr')}</figcaption>
        </figure>
      </div>
      <p className="hint">{t('payments.instructions.qrHint')}</p>
      {pdfUrl && (
        <p className="no-print">
          <a href={pdfUrl} download>
            {t('payments.order.instructionsPdf')}
          </a>
        </p>
      )}
    </section>
  );
}
