//! Outgoing e-mail: the lettre transport (SMTP, or `.eml` files in an outbox folder when no
//! SMTP is configured) and the Czech templates.

pub mod templates;

use std::path::{Path, PathBuf};

use lettre::message::{Mailbox, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport as _, Message, Tokio1Executor};
use serde::{Deserialize, Serialize};

/// A rendered e-mail, as it travels through the job queue.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmailMessage {
    pub to: String,
    pub subject: String,
    pub text: String,
}

/// Why an e-mail was not sent.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// The message can never be sent (bad address): do not retry.
    #[error("invalid e-mail message: {0}")]
    Invalid(String),
    /// The transport failed; a later attempt may succeed.
    #[error("e-mail transport failed: {0}")]
    Transport(String),
}

impl MailError {
    pub fn is_permanent(&self) -> bool {
        matches!(self, Self::Invalid(_))
    }
}

/// Where e-mails go.
#[derive(Clone)]
pub enum Mailer {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Outbox(PathBuf),
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Smtp(_) => f.write_str("Mailer::Smtp"),
            Self::Outbox(dir) => write!(f, "Mailer::Outbox({})", dir.display()),
        }
    }
}

impl Mailer {
    /// SMTP when a URL is given, else the outbox folder.
    pub fn new(smtp_url: Option<&str>, outbox_dir: &Path) -> Result<Self, MailError> {
        match smtp_url {
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|error| MailError::Invalid(format!("SMTP URL: {error}")))?
                    .build();
                Ok(Self::Smtp(transport))
            }
            None => Ok(Self::Outbox(outbox_dir.to_owned())),
        }
    }

    /// Sends one message from `from`. `key` names the message for good (the job's id): it
    /// becomes the `Message-ID`, so a receiver can drop a second delivery, and the outbox file
    /// name (`{key}.eml`, written to a temporary name and renamed), so a job that runs twice
    /// leaves one file.
    pub async fn send(
        &self,
        from: &str,
        message: &EmailMessage,
        key: &str,
    ) -> Result<(), MailError> {
        let from: Mailbox = from
            .parse()
            .map_err(|_| MailError::Invalid("sender".into()))?;
        let to: Mailbox = message
            .to
            .parse()
            .map_err(|_| MailError::Invalid("recipient".into()))?;
        let key: String = key
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        let email = Message::builder()
            .message_id(Some(format!("<{key}@{}>", from.email.domain())))
            .from(from)
            .to(to)
            .subject(message.subject.clone())
            .header(ContentType::TEXT_PLAIN)
            .body(message.text.clone())
            .map_err(|error| MailError::Invalid(error.to_string()))?;
        match self {
            Self::Smtp(transport) => transport
                .send(email)
                .await
                .map(|_| ())
                .map_err(|error| MailError::Transport(error.to_string())),
            Self::Outbox(dir) => {
                let io = |error: std::io::Error| MailError::Transport(format!("outbox: {error}"));
                tokio::fs::create_dir_all(dir).await.map_err(io)?;
                let partial = dir.join(format!(".{key}.eml.part"));
                tokio::fs::write(&partial, email.formatted())
                    .await
                    .map_err(io)?;
                tokio::fs::rename(&partial, dir.join(format!("{key}.eml")))
                    .await
                    .map_err(io)
            }
        }
    }
}
