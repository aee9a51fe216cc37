//! Season fees, orders and bank payments (issue 25): the rules are in
//! `stopa_domain::payment` (states, fees, matching) and `stopa_domain::policy` (who), the
//! formats (QR Platba, statements) in `stopa_formats::payment`.
//!
//! # Parts
//!
//! - `fee`: the fee schedule of a season (Admin writes, everybody logged in reads).
//! - `order`: the members a club may order, making an order, reading one (private and public),
//!   the orders grid and its CSV.
//! - `order_change`: the payer's "sent" and cancel, Admin's failed, paid by hand and refunds.
//! - `statement`: statements uploaded or fetched from Fio, matched by the worker in chunks.
//! - `review`: the payments that matched no order exactly, assigned or dismissed by Admin.
//! - `summary`: what was paid by a day (31 December counts for the state's funding).
//! - `document`: an order's payment instructions and confirmation of payment as PDF.
//! - `notice`: the e-mails to a club's managers when an order is paid.

mod document;
mod fee;
mod notice;
mod order;
mod order_change;
mod review;
mod statement;
mod summary;

pub use document::*;
pub use fee::*;
pub use order::*;
pub use order_change::*;
pub use review::*;
pub use statement::*;
pub use summary::*;

use stopa_formats::payment::bank_account::CzechAccount;

/// The federation's account that clubs pay their fees to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentAccount {
    pub account: CzechAccount,
    pub iban: String,
    /// The holder's name.
    pub recipient: String,
}

impl PaymentAccount {
    /// The account of `STOPA_PAYMENT_ACCOUNT` (Czech form, passing the mod-11 check).
    pub fn new(account: &str, recipient: &str) -> Result<Self, String> {
        let account = CzechAccount::parse_checked(account)
            .map_err(|error| format!("STOPA_PAYMENT_ACCOUNT {account:?}: {error}"))?;
        Ok(Self {
            iban: account.iban(),
            account,
            recipient: recipient.trim().to_owned(),
        })
    }

    /// The made-up demo account (`2000000018/2010`), for tests and development.
    pub fn demo() -> Self {
        Self::new("2000000018/2010", "Svaz lyžařů České republiky, z. s.")
            .unwrap_or_else(|error| unreachable!("the demo account is valid: {error}"))
    }

    /// Whether a statement that names `text` (`prefix-number/bank`, or without the bank as ABO
    /// writes it) is of this account.
    pub fn is_account(&self, text: &str) -> bool {
        let text = text.trim();
        let (number, bank) = text.split_once('/').unwrap_or((text, ""));
        let (prefix, number) = number.split_once('-').unwrap_or(("0", number));
        let same = |digits: &str, value: u64| {
            digits
                .trim()
                .trim_start_matches('0')
                .parse::<u64>()
                .unwrap_or(0)
                == value
        };
        same(prefix, u64::from(self.account.prefix))
            && same(number, self.account.number)
            && (bank.is_empty() || same(bank, u64::from(self.account.bank_code)))
    }
}

#[cfg(test)]
mod tests {
    use super::PaymentAccount;

    #[test]
    fn a_statement_is_known_as_the_federations_by_its_account_in_any_form() {
        let account = PaymentAccount::new("19-2000145399/0800", "SLČR").expect("valid");
        assert_eq!(account.iban, "CZ6508000000192000145399");
        assert!(account.is_account("19-2000145399/0800"));
        assert!(account.is_account("000019-2000145399"));
        assert!(!account.is_account("2000145399/0800"));
        assert!(!account.is_account("19-2000145399/0100"));
        assert!(PaymentAccount::new("123456789/0123", "x").is_err());
        assert_eq!(
            PaymentAccount::demo().account.to_string(),
            "2000000018/2010"
        );
    }
}
