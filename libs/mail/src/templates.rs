//! Czech e-mail texts.

use crate::EmailMessage;

/// The password-renewal e-mail with its one-time link.
pub fn password_reset(to: &str, first_name: &str, link: &str, valid_hours: i64) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – obnova hesla".to_owned(),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             někdo (nejspíš Vy) požádal o obnovu hesla k Vašemu účtu v evidenci SLČR.\n\
             Nové heslo si nastavíte na této adrese:\n\n{link}\n\n\
             Odkaz platí {valid_hours} hodiny a lze jej použít jen jednou. \
             Pokud jste o obnovu nežádali, e-mail ignorujte; Vaše heslo zůstává beze změny.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// An invitation to take a role in the evidence, with its one-time link.
pub fn invitation(
    to: &str,
    first_name: &str,
    role: &str,
    link: &str,
    valid_days: i64,
) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – pozvánka do evidence".to_owned(),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             byli jste pozváni do evidence Svazu lyžařů ČR jako {role}.\n\
             Pozvánku přijmete a heslo si nastavíte na této adrese:\n\n{link}\n\n\
             Odkaz platí {valid_days} dní a lze jej použít jen jednou.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The confirmation that a club registration request arrived.
pub fn club_request_received(to: &str, club_name: &str) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – žádost o registraci klubu přijata".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             přijali jsme žádost o registraci klubu {club_name} do Svazu lyžařů ČR.\n\
             O vyřízení Vás budeme informovat e-mailem.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The refusal of a club registration request, with the reason.
pub fn club_request_rejected(to: &str, club_name: &str, reason: &str) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – žádost o registraci klubu zamítnuta".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             Vaši žádost o registraci klubu {club_name} do Svazu lyžařů ČR jsme zamítli.\n\n\
             Důvod: {reason}\n\n\
             S dotazy se obraťte na sekretariát svazu.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// What the e-mail about a paid order says of it.
#[derive(Debug, Clone, Copy)]
pub struct PaidOrder<'a> {
    pub club_name: &'a str,
    pub season_name: &'a str,
    pub variable_symbol: &'a str,
    /// Written the Czech way (`1 234 Kč`).
    pub amount: &'a str,
    pub member_count: i32,
    /// The order's page.
    pub link: &'a str,
}

/// An order of a club's fees is paid: to the club's managers who pay its fees.
pub fn order_paid(to: &str, first_name: &str, order: &PaidOrder<'_>) -> EmailMessage {
    let PaidOrder {
        club_name,
        season_name,
        variable_symbol,
        amount,
        member_count,
        link,
    } = order;
    EmailMessage {
        to: to.to_owned(),
        subject: format!("SLČR – objednávka {variable_symbol} je zaplacena"),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             objednávka členských příspěvků klubu {club_name} je zaplacena.\n\n\
             Sezóna: {season_name}\n\
             Variabilní symbol: {variable_symbol}\n\
             Částka: {amount}\n\
             Počet členů: {member_count}\n\n\
             Členové mají sezónu zaplacenou a jejich členské karty jsou platné.\n\n\
             Objednávka a potvrzení o zaplacení:\n{link}\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// A step of a transfer or hosting inquiry, as the clubs on both sides hear of it.
#[derive(Debug, Clone)]
pub struct TransferStep<'a> {
    /// "Přestup" or "Hostování".
    pub kind_label: &'a str,
    /// The state it reached, in Czech ("Čeká na uvolnění", "Schváleno", ...).
    pub state_label: &'a str,
    pub member_name: &'a str,
    pub from_club_name: &'a str,
    pub to_club_name: &'a str,
    /// "od 1. 1. 2027" or "1. 1. 2027 – 30. 4. 2027".
    pub period: &'a str,
    /// A rejection's reason or a note, empty when none.
    pub note: &'a str,
    /// The inquiries' page.
    pub link: &'a str,
}

/// An inquiry moved: to the managers of both clubs who handle transfers.
pub fn transfer_step(to: &str, first_name: &str, step: &TransferStep<'_>) -> EmailMessage {
    let TransferStep {
        kind_label,
        state_label,
        member_name,
        from_club_name,
        to_club_name,
        period,
        note,
        link,
    } = step;
    let note = if note.is_empty() {
        String::new()
    } else {
        format!("Poznámka: {note}\n")
    };
    EmailMessage {
        to: to.to_owned(),
        subject: format!("SLČR – {kind_label}: {member_name} – {state_label}"),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             žádost o {kind} člena {member_name} je ve stavu: {state_label}.\n\n\
             Z klubu: {from_club_name}\n\
             Do klubu: {to_club_name}\n\
             Období: {period}\n\
             {note}\n\
             Žádosti o přestupy a hostování:\n{link}\n\n\
             Svaz lyžařů České republiky\n",
            kind = kind_label.to_lowercase(),
        ),
    }
}

/// A licence or health check about to expire, as its holder or a manager hears of it.
#[derive(Debug, Clone)]
pub struct RoleExpiry<'a> {
    /// "Trenér – Úsek alpských disciplín", "Zdravotní prohlídka – Úsek běhu na lyžích".
    pub role: &'a str,
    pub member_name: &'a str,
    /// "31. 12. 2026".
    pub valid_to: &'a str,
    pub days_left: i64,
    /// Where the role is seen: the member's roles or the department grid.
    pub link: &'a str,
}

/// Reminds a holder (`holder` true) or a department's manager that a role expires.
pub fn role_expiry(to: &str, holder: bool, expiry: &RoleExpiry<'_>) -> EmailMessage {
    let RoleExpiry {
        role,
        member_name,
        valid_to,
        days_left,
        link,
    } = expiry;
    let when = match days_left {
        0 => "dnes".to_owned(),
        1 => "zítra".to_owned(),
        2..=4 => format!("za {days_left} dny"),
        _ => format!("za {days_left} dní"),
    };
    let text = if holder {
        format!(
            "Dobrý den,\n\n\
             platnost vaší role {role} končí {valid_to} ({when}).\n\
             Prodloužení vyřídí úsek svazu, který roli spravuje.\n\n\
             Vaše role v úsecích:\n{link}\n\n\
             Svaz lyžařů České republiky\n"
        )
    } else {
        format!(
            "Dobrý den,\n\n\
             platnost role {role} člena {member_name} končí {valid_to} ({when}).\n\n\
             Seznam rolí úseku:\n{link}\n\n\
             Svaz lyžařů České republiky\n"
        )
    };
    EmailMessage {
        to: to.to_owned(),
        subject: format!("SLČR – končí platnost: {role} – {member_name}"),
        text,
    }
}

/// The end of every notification: where it is switched off.
fn notification_footer(settings_link: &str) -> String {
    format!(
        "Tato oznámení vypnete v evidenci v nastavení oznámení:\n{settings_link}\n\n\
         Svaz lyžařů České republiky\n"
    )
}

/// Entries made or withdrawn: to a club's managers and to the athlete. `lines` are the
/// entries, one line each ("Jan Novák (2008) – 20 km klasicky, Muži, 12. 1. 2027").
pub fn entries_changed(
    to: &str,
    first_name: &str,
    event_name: &str,
    withdrawn: bool,
    lines: &[String],
    link: &str,
    settings_link: &str,
) -> EmailMessage {
    let list: String = lines
        .iter()
        .flat_map(|line| ["- ", line.as_str(), "\n"])
        .collect();
    let (subject, said) = if withdrawn {
        (
            format!("SLČR – odhláška ze závodu {event_name}"),
            format!("ze závodu {event_name} byli odhlášeni tito závodníci:"),
        )
    } else {
        (
            format!("SLČR – přihláška na závod {event_name}"),
            format!("na závod {event_name} byli přihlášeni tito závodníci:"),
        )
    };
    EmailMessage {
        to: to.to_owned(),
        subject,
        text: format!(
            "Dobrý den, {first_name},\n\n{said}\n\n{list}\n\
             Podrobnosti:\n{link}\n\n{footer}",
            footer = notification_footer(settings_link)
        ),
    }
}

/// An event as its notices name it.
#[derive(Debug, Clone, Copy)]
pub struct EventNotice<'a> {
    pub event_name: &'a str,
    /// "17.–18. 10. 2026".
    pub dates: &'a str,
    pub place: &'a str,
    /// The event's page (or its club entry form).
    pub link: &'a str,
    /// Where notifications are switched off.
    pub settings_link: &'a str,
}

/// What changed on an event its entrants' clubs hear of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventChangeText<'a> {
    Published,
    /// The dates before the change ("17.–18. 10. 2026").
    DateChanged {
        before: &'a str,
    },
    Canceled,
}

/// An event published, moved or cancelled: to the managers of the clubs with athletes entered.
pub fn event_changed(
    to: &str,
    first_name: &str,
    event: &EventNotice<'_>,
    change: EventChangeText<'_>,
) -> EmailMessage {
    let EventNotice {
        event_name,
        dates,
        place,
        link,
        settings_link,
    } = event;
    let (subject, said) = match change {
        EventChangeText::Published => (
            format!("SLČR – závod zveřejněn: {event_name}"),
            format!("závod {event_name} ({dates}, {place}) je zveřejněn v kalendáři svazu."),
        ),
        EventChangeText::DateChanged { before } => (
            format!("SLČR – změna termínu: {event_name}"),
            format!(
                "závod {event_name} ({place}) má nový termín: {dates}.\nPůvodní termín: {before}."
            ),
        ),
        EventChangeText::Canceled => (
            format!("SLČR – závod zrušen: {event_name}"),
            format!("závod {event_name} ({dates}, {place}) je zrušen."),
        ),
    };
    EmailMessage {
        to: to.to_owned(),
        subject,
        text: format!(
            "Dobrý den, {first_name},\n\n{said}\n\
             Váš klub má do závodu přihlášené závodníky.\n\n\
             Závod v evidenci:\n{link}\n\n{footer}",
            footer = notification_footer(settings_link)
        ),
    }
}

/// A result race published: to the athletes paired in it.
pub fn results_published(
    to: &str,
    first_name: &str,
    event_name: &str,
    race_name: &str,
    race_date: &str,
    link: &str,
    settings_link: &str,
) -> EmailMessage {
    let when = if race_date.is_empty() {
        String::new()
    } else {
        format!(", {race_date}")
    };
    EmailMessage {
        to: to.to_owned(),
        subject: format!("SLČR – výsledky: {race_name} ({event_name})"),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             výsledky závodu {race_name} ({event_name}{when}), ve kterých jste uvedeni, \
             jsou zveřejněné.\n\n\
             Výsledková listina:\n{link}\n\n{footer}",
            footer = notification_footer(settings_link)
        ),
    }
}

/// An entry deadline in a few days: to the managers of the clubs whose athletes fit the race.
pub fn entry_deadline(
    to: &str,
    first_name: &str,
    event: &EventNotice<'_>,
    deadline: &str,
) -> EmailMessage {
    let EventNotice {
        event_name,
        dates,
        place,
        link,
        settings_link,
    } = event;
    EmailMessage {
        to: to.to_owned(),
        subject: format!("SLČR – uzávěrka přihlášek: {event_name}"),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             přihlášky na závod {event_name} ({dates}, {place}) se uzavírají {deadline}.\n\
             Do závodu se mohou přihlásit závodníci Vašeho klubu.\n\n\
             Přihlásit závodníky:\n{link}\n\n{footer}",
            footer = notification_footer(settings_link)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invitation_and_rejection_mails_carry_the_link_and_the_reason() {
        let message = invitation(
            "a@b.cz",
            "Jana",
            "správce klubu Ski klub Liberec",
            "http://x/obnova-hesla/t",
            7,
        );
        assert!(
            message
                .text
                .contains("jako správce klubu Ski klub Liberec.")
        );
        assert!(message.text.contains("http://x/obnova-hesla/t"));
        let message = club_request_rejected("a@b.cz", "SK Test", "Chybí stanovy.");
        assert!(message.text.contains("Důvod: Chybí stanovy."));
    }

    #[test]
    fn the_paid_order_mail_names_the_order_and_links_it() {
        let message = order_paid(
            "pokladni@klub.cz",
            "Eva",
            &PaidOrder {
                club_name: "SK Jizerka",
                season_name: "Evidenční sezóna 2027",
                variable_symbol: "2700000001",
                amount: "3\u{a0}000\u{a0}Kč",
                member_count: 10,
                link: "http://x/evidence/objednavky-a-platby/u",
            },
        );
        assert_eq!(message.subject, "SLČR – objednávka 2700000001 je zaplacena");
        assert!(message.text.contains("klubu SK Jizerka je zaplacena"));
        assert!(message.text.contains("Sezóna: Evidenční sezóna 2027\n"));
        assert!(message.text.contains("Počet členů: 10\n"));
        assert!(
            message
                .text
                .contains("http://x/evidence/objednavky-a-platby/u")
        );
    }

    #[test]
    fn password_reset_mail_carries_the_link() {
        let message = password_reset("jan@example.cz", "Jan", "http://x/obnova-hesla/abc", 2);
        assert!(message.text.contains("http://x/obnova-hesla/abc"));
        assert!(message.text.starts_with("Dobrý den, Jan,"));
        assert_eq!(message.subject, "SLČR – obnova hesla");
    }

    #[test]
    fn notifications_list_their_entries_and_say_where_they_are_switched_off() {
        let message = entries_changed(
            "klub@x.cz",
            "Eva",
            "Jizerská padesátka",
            false,
            &["Jan Novák (2008) – 20 km klasicky, Muži, 12. 1. 2027".to_owned()],
            "http://x/evidence/zavody/5/prihlaseni-zavodnici",
            "http://x/evidence/oznameni",
        );
        assert_eq!(
            message.subject,
            "SLČR – přihláška na závod Jizerská padesátka"
        );
        assert!(
            message
                .text
                .contains("\n- Jan Novák (2008) – 20 km klasicky, Muži, 12. 1. 2027\n")
        );
        assert!(message.text.contains("http://x/evidence/oznameni\n"));
        let message = event_changed(
            "klub@x.cz",
            "Eva",
            &EventNotice {
                event_name: "Jizerská padesátka",
                dates: "14. 1. 2027",
                place: "Bedřichov",
                link: "http://x/evidence/zavody/5/informace",
                settings_link: "http://x/evidence/oznameni",
            },
            EventChangeText::DateChanged {
                before: "12. 1. 2027",
            },
        );
        assert_eq!(message.subject, "SLČR – změna termínu: Jizerská padesátka");
        assert!(
            message
                .text
                .contains("nový termín: 14. 1. 2027.\nPůvodní termín: 12. 1. 2027.")
        );
    }
}

/// What the reporter hears of a change of their feedback report.
#[derive(Debug, Clone, Copy)]
pub struct FeedbackNotice<'a> {
    pub feedback_id: i64,
    /// "Chyba", "Dotaz", ...
    pub kind_label: &'a str,
    /// The state now ("Vyřešeno").
    pub status_label: &'a str,
    /// Whether the state changed (otherwise a comment came).
    pub status_changed: bool,
    /// The comment of the federation, or empty.
    pub comment: &'a str,
    /// The report's page.
    pub link: &'a str,
}

/// A feedback report changed state or got a comment from the federation.
pub fn feedback_changed(to: &str, first_name: &str, notice: &FeedbackNotice<'_>) -> EmailMessage {
    let FeedbackNotice {
        feedback_id,
        kind_label,
        status_label,
        status_changed,
        comment,
        link,
    } = notice;
    let what = if *status_changed {
        format!("je nyní ve stavu: {status_label}.")
    } else {
        format!("má nový komentář (stav: {status_label}).")
    };
    let comment = if comment.is_empty() {
        String::new()
    } else {
        format!("Komentář:\n{comment}\n\n")
    };
    EmailMessage {
        to: to.to_owned(),
        subject: format!("SLČR – hlášení č. {feedback_id}: {status_label}"),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             Vaše hlášení č. {feedback_id} ({kind}) {what}\n\n\
             {comment}\
             Hlášení a jeho historie:\n{link}\n\n\
             Děkujeme, že nám pomáháte evidenci zlepšovat.\n\n\
             Svaz lyžařů České republiky\n",
            kind = kind_label.to_lowercase(),
        ),
    }
}

/// The link that confirms an application to found a basic-skiing branch association.
pub fn branch_request_confirm(
    to: &str,
    first_name: &str,
    branch_name: &str,
    link: &str,
    valid_hours: i64,
) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – potvrďte žádost o založení pobočného spolku".to_owned(),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             přijali jsme žádost o založení pobočného spolku základního lyžování\n\
             {branch_name}.\n\n\
             Žádost předáme svazu k posouzení, jakmile potvrdíte tuto e-mailovou adresu:\n\n\
             {link}\n\n\
             Odkaz platí {valid_hours} hodin. Pokud jste žádost neposílali, e-mail prosím \
             ignorujte; bez potvrzení se žádostí nikdo nebude zabývat.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The approval of a basic-skiing branch association, with its code and what comes next.
pub fn branch_request_approved(
    to: &str,
    branch_name: &str,
    code: &str,
    link: &str,
) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – pobočný spolek schválen".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             svaz schválil založení pobočného spolku {branch_name}.\n\
             Kód spolku v evidenci: {code}\n\n\
             Co dál (návrh na zápis do spolkového rejstříku, přístup do evidence):\n{link}\n\n\
             Pozvánku do evidence, kde budete spolek spravovat, jsme Vám poslali zvláštním \
             e-mailem.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The refusal of a basic-skiing branch association, with the reason.
pub fn branch_request_rejected(to: &str, branch_name: &str, reason: &str) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – žádost o založení pobočného spolku zamítnuta".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             Vaši žádost o založení pobočného spolku {branch_name} jsme zamítli.\n\n\
             Důvod: {reason}\n\n\
             S dotazy se obraťte na sekretariát svazu.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The link that confirms a member's registration request.
pub fn registration_confirm(
    to: &str,
    first_name: &str,
    member_name: &str,
    club_name: &str,
    link: &str,
    valid_hours: i64,
) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – potvrďte registraci člena".to_owned(),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             přijali jsme přihlášku člena {member_name} do klubu {club_name}.\n\n\
             Přihlášku předáme klubu ke schválení, jakmile potvrdíte tuto e-mailovou adresu:\n\n\
             {link}\n\n\
             Odkaz platí {valid_hours} hodin a lze jej použít jen jednou. Pokud jste přihlášku \
             neposílali, e-mail prosím ignorujte.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The approval of a member's registration, with the registration number and the welcome link.
pub fn registration_approved(
    to: &str,
    member_name: &str,
    club_name: &str,
    registration_number: i64,
    link: &str,
    new_account: bool,
) -> EmailMessage {
    let next = if new_account {
        "Na uvítací stránce si nastavíte heslo ke svému účtu (odkaz platí 14 dní):"
    } else {
        "Člen je přidán k Vašemu účtu; přihlaste se svým dosavadním heslem:"
    };
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – registrace člena schválena".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             klub {club_name} schválil registraci člena {member_name}.\n\
             Registrační číslo: {registration_number}\n\n\
             {next}\n\n{link}\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The refusal of a member's registration, with the reason.
pub fn registration_rejected(
    to: &str,
    member_name: &str,
    club_name: &str,
    reason: &str,
) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – registrace člena zamítnuta".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             klub {club_name} zamítl registraci člena {member_name}.\n\n\
             Důvod: {reason}\n\n\
             S dotazy se obraťte přímo na klub.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The link that links an account to an existing member.
pub fn member_claim_confirm(
    to: &str,
    member_name: &str,
    link: &str,
    valid_hours: i64,
    via_club: bool,
) -> EmailMessage {
    let then = if via_club {
        "Po potvrzení adresy propojení schválí klub člena."
    } else {
        "Po potvrzení bude člen přístupný z účtu s touto e-mailovou adresou."
    };
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – propojení účtu s členem".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             někdo požádal o propojení účtu v evidenci Svazu lyžařů ČR se členem {member_name}.\n\
             {then}\n\nPotvrďte prosím žádost na této adrese:\n\n{link}\n\n\
             Odkaz platí {valid_hours} hodin a lze jej použít jen jednou. Pokud jste o propojení \
             nežádali, e-mail ignorujte; bez potvrzení se nic nestane.\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The club approved linking an account to its member.
pub fn member_claim_approved(
    to: &str,
    member_name: &str,
    registration_number: i64,
    link: &str,
) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – propojení účtu schváleno".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             klub schválil propojení Vašeho účtu se členem {member_name}.\n\
             Registrační číslo: {registration_number}\n\n{link}\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// The club refused linking an account to its member.
pub fn member_claim_rejected(to: &str, member_name: &str, reason: &str) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – propojení účtu zamítnuto".to_owned(),
        text: format!(
            "Dobrý den,\n\n\
             klub zamítl propojení Vašeho účtu se členem {member_name}.\n\n\
             Důvod: {reason}\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}

/// A club's manager is told of a request waiting in the club's worklist.
pub fn club_request_waiting(to: &str, first_name: &str, what: &str, link: &str) -> EmailMessage {
    EmailMessage {
        to: to.to_owned(),
        subject: "SLČR – nová žádost čeká na klub".to_owned(),
        text: format!(
            "Dobrý den, {first_name},\n\n\
             {what}\n\
             Žádost schválíte nebo zamítnete v evidenci:\n\n{link}\n\n\
             Svaz lyžařů České republiky\n"
        ),
    }
}
