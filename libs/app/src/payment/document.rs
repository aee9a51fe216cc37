//! An order's printed documents, public by the order's uuid like its page: the payment
//! instructions with the QR payment while it can be paid, and the confirmation of payment once
//! paid (`/api/public/export/order/{uuid}/pokyny.pdf` and `…/potvrzeni.pdf`). Members are named,
//! nothing else of them is printed.

use stopa_domain::error_code::ErrorCode;
use stopa_domain::payment::OrderState;
use stopa_formats::czech;
use stopa_formats::member_pdf::{PrintedQr, PrintedRecord, PrintedSection, render};
use uuid::Uuid;

use super::order::{PublicOrder, public_order};
use crate::App;
use crate::error::{AppError, AppResult};
use crate::export::{Caching, Download, DownloadBody};

/// Which document of an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderDocument {
    /// `pokyny.pdf`: how to pay, with the QR payment.
    Instructions,
    /// `potvrzeni.pdf`: the confirmation of payment.
    Confirmation,
}

impl OrderDocument {
    /// The document of a file name in its URL.
    pub fn from_file_name(name: &str) -> Option<Self> {
        match name {
            "pokyny.pdf" => Some(Self::Instructions),
            "potvrzeni.pdf" => Some(Self::Confirmation),
            _ => None,
        }
    }
}

fn members_section(order: &PublicOrder) -> PrintedSection {
    PrintedSection {
        heading: format!("Členové ({})", order.member_count),
        rows: order
            .members
            .iter()
            .map(|member| {
                let mut value = format!("{} · {}", member.fee_label, member.amount);
                if member.refunded {
                    value.push_str(" · vráceno");
                }
                (format!("{} {}", member.last_name, member.first_name), value)
            })
            .collect(),
    }
}

fn printed(order: &PublicOrder, document: OrderDocument) -> AppResult<PrintedRecord> {
    let now = stopa_domain::time::now_local();
    let footer = format!(
        "Vystaveno systémem Stopa Svazu lyžařů České republiky dne {} v {}",
        czech::date(now.date()),
        now.format("%H:%M")
    );
    let subtitle = format!(
        "{} · {} · objednávka {}",
        order.club_name, order.season_name, order.variable_symbol
    );
    match document {
        OrderDocument::Confirmation => {
            let Some(paid_on) = order.paid_on.filter(|_| order.state == OrderState::Paid) else {
                return Err(AppError::coded(
                    ErrorCode::InvalidTransition,
                    "Objednávka ještě není zaplacena; potvrzení o zaplacení zatím nelze vystavit.",
                ));
            };
            Ok(PrintedRecord {
                title: "Potvrzení o zaplacení členských příspěvků".to_owned(),
                subtitle,
                sections: vec![
                    PrintedSection {
                        heading: "Platba".to_owned(),
                        rows: vec![
                            ("Klub".to_owned(), order.club_name.clone()),
                            ("Sezóna".to_owned(), order.season_name.clone()),
                            (
                                "Variabilní symbol".to_owned(),
                                order.variable_symbol.clone(),
                            ),
                            ("Částka".to_owned(), order.amount.to_string()),
                            ("Zaplaceno dne".to_owned(), czech::date(paid_on)),
                            ("Stav".to_owned(), order.state_label.clone()),
                        ],
                    },
                    members_section(order),
                ],
                footer,
                qr: None,
            })
        }
        OrderDocument::Instructions => {
            let Some(instructions) = &order.instructions else {
                return Err(AppError::coded(
                    ErrorCode::InvalidTransition,
                    format!(
                        "Objednávka je ve stavu „{}“ a neplatí se.",
                        order.state_label
                    ),
                ));
            };
            Ok(PrintedRecord {
                title: "Pokyny k platbě členských příspěvků".to_owned(),
                subtitle,
                sections: vec![
                    PrintedSection {
                        heading: "Platba převodem".to_owned(),
                        rows: vec![
                            ("Číslo účtu".to_owned(), instructions.account.clone()),
                            ("IBAN".to_owned(), instructions.iban.clone()),
                            ("Příjemce".to_owned(), instructions.recipient.clone()),
                            ("Částka".to_owned(), instructions.amount.to_string()),
                            (
                                "Variabilní symbol".to_owned(),
                                instructions.variable_symbol.clone(),
                            ),
                            (
                                "Zpráva pro příjemce".to_owned(),
                                instructions.message.clone(),
                            ),
                        ],
                    },
                    members_section(order),
                ],
                footer,
                qr: Some(PrintedQr {
                    text: instructions.qr_text.clone(),
                    caption: vec![
                        "QR Platba".to_owned(),
                        "Naskenujte kód v mobilní aplikaci své banky: vyplní účet, částku \
                         i variabilní symbol."
                            .to_owned(),
                        "Platba se spáruje podle variabilního symbolu a částky.".to_owned(),
                    ],
                }),
            })
        }
    }
}

/// An order's document as PDF, for anybody with the order's link.
pub async fn order_pdf(app: &App, uuid_text: &str, document: OrderDocument) -> AppResult<Download> {
    let uuid = Uuid::parse_str(uuid_text).map_err(|_| AppError::NotFound)?;
    let order = public_order(app, uuid).await?;
    let record = printed(&order, document)?;
    let bytes = app
        .file_work
        .run("print", move || render(&record))
        .await?
        .map_err(|error| AppError::Internal(format!("order pdf: {error}")))?;
    let name = match document {
        OrderDocument::Instructions => "pokyny-k-platbe",
        OrderDocument::Confirmation => "potvrzeni-o-zaplaceni",
    };
    Ok(Download {
        file_name: Some(format!("{name}-{}.pdf", order.variable_symbol)),
        content_type: "application/pdf".to_owned(),
        inline: true,
        caching: Caching::NoStore,
        sandboxed: true,
        body: DownloadBody::Bytes(bytes),
    })
}
