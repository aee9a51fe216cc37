//! Typed settings shared by the Stopa binaries. Every setting is a command-line flag with an
//! environment variable behind it; secrets never appear in `Debug` output.

pub mod process;

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// A value that must not be printed (it may hold a password).
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

impl FromStr for Secret {
    type Err = std::convert::Infallible;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Ok(Self(text.to_owned()))
    }
}

impl From<&str> for Secret {
    fn from(text: &str) -> Self {
        Self(text.to_owned())
    }
}

/// PostgreSQL connection.
#[derive(Debug, Clone, clap::Args)]
pub struct DatabaseSettings {
    /// PostgreSQL URL, e.g. postgres://postgres@127.0.0.1:5432/stopa
    #[arg(long = "database-url", env = "DATABASE_URL")]
    pub database_url: Secret,
    /// Largest number of pooled connections.
    #[arg(
        long = "database-max-connections",
        env = "STOPA_DATABASE_MAX_CONNECTIONS",
        default_value_t = 10
    )]
    pub max_connections: u32,
}

/// Redis connection and the queue namespace.
#[derive(Debug, Clone, clap::Args)]
pub struct RedisSettings {
    /// Redis URL, e.g. redis://127.0.0.1:6379
    #[arg(
        long = "redis-url",
        env = "REDIS_URL",
        default_value = "redis://127.0.0.1:6379"
    )]
    pub redis_url: Secret,
    /// Prefix of every queue name, so that several installations can share one Redis.
    #[arg(
        long = "queue-namespace",
        env = "STOPA_QUEUE_NAMESPACE",
        default_value = "stopa"
    )]
    pub queue_namespace: String,
}

/// Outgoing e-mail.
#[derive(Debug, Clone, clap::Args)]
pub struct MailSettings {
    /// SMTP URL (smtp://user:pass@host:587 with STARTTLS, smtps:// for TLS). Without it, e-mails
    /// are written as .eml files into the outbox folder.
    #[arg(long = "smtp-url", env = "STOPA_SMTP_URL")]
    pub smtp_url: Option<Secret>,
    /// Sender of every e-mail.
    #[arg(
        long = "mail-from",
        env = "STOPA_MAIL_FROM",
        default_value = "SLČR Stopa <noreply@stopa.local>"
    )]
    pub from: String,
    /// Folder of .eml files when no SMTP is configured.
    #[arg(
        long = "outbox-dir",
        env = "STOPA_OUTBOX_DIR",
        default_value = ".data/outbox"
    )]
    pub outbox_dir: PathBuf,
}

/// Where people reach the web app; links in e-mails start with it.
#[derive(Debug, Clone, clap::Args)]
pub struct PublicSettings {
    #[arg(
        long = "public-url",
        env = "STOPA_PUBLIC_URL",
        default_value = "http://127.0.0.1:8080"
    )]
    pub public_url: String,
    /// The federation's address for questions about the register, named in messages (an
    /// import row of an archived member tells the club to write there).
    #[arg(
        long = "contact-email",
        env = "STOPA_CONTACT_EMAIL",
        default_value = "evidence@stopa.local"
    )]
    pub contact_email: String,
}

/// The federation's bank account that clubs pay fees to (payment instructions, QR payments,
/// and the check that an uploaded statement is of this account).
#[derive(Debug, Clone, clap::Args)]
pub struct PaymentSettings {
    /// The account in the Czech form `prefix-number/bank` (its IBAN is computed); it must pass
    /// the ČNB mod-11 check. The default is a made-up demo account.
    #[arg(
        long = "payment-account",
        env = "STOPA_PAYMENT_ACCOUNT",
        default_value = "2000000018/2010"
    )]
    pub account: String,
    /// The account holder's name, shown with the payment instructions and in the QR payment.
    #[arg(
        long = "payment-recipient",
        env = "STOPA_PAYMENT_RECIPIENT",
        default_value = "Svaz lyžařů České republiky, z. s."
    )]
    pub recipient: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_do_not_print() {
        let settings = DatabaseSettings {
            database_url: "postgres://u:heslo@h/db".into(),
            max_connections: 1,
        };
        assert!(!format!("{settings:?}").contains("heslo"));
    }
}
