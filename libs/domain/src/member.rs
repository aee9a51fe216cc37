//! Member enumerations.

/// Sex of a member, spec §3. Stored as `MALE`/`FEMALE`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "sqlx",
    derive(sqlx::Type),
    sqlx(type_name = "text", rename_all = "SCREAMING_SNAKE_CASE")
)]
pub enum Sex {
    Male,
    Female,
}

impl Sex {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Male => "MALE",
            Self::Female => "FEMALE",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "MALE" => Some(Self::Male),
            "FEMALE" => Some(Self::Female),
            _ => None,
        }
    }

    /// Czech label used in exports.
    pub fn label(self) -> &'static str {
        match self {
            Self::Male => "muž",
            Self::Female => "žena",
        }
    }
}

/// The member's answer to the federation, spec §3/§4. Stored as spec §3 spells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "sqlx", derive(sqlx::Type), sqlx(type_name = "text"))]
pub enum AnswerStatus {
    WithoutAnswer,
    WantsToBeMember,
    DoesNotWantToBeMember,
    #[serde(rename = "WantsToLeaveSLCR")]
    #[cfg_attr(feature = "sqlx", sqlx(rename = "WantsToLeaveSLCR"))]
    WantsToLeaveSlcr,
}

impl AnswerStatus {
    /// Czech label (printed records).
    pub fn label(self) -> &'static str {
        match self {
            Self::WantsToBeMember => "Chce být členem",
            Self::DoesNotWantToBeMember => "Nechce být členem",
            Self::WantsToLeaveSlcr => "Chce vystoupit ze SLČR",
            Self::WithoutAnswer => "Bez odpovědi",
        }
    }
}

/// Member role kinds, spec §3: a member's roles in departments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "sqlx", derive(sqlx::Type), sqlx(type_name = "text"))]
pub enum MemberRoleKind {
    Athlete,
    Instructor,
    Coach,
    Referee,
    TechnicalDelegate,
    HealthCheck,
}

/// Largest member photo accepted (2 MiB; the database checks it too).
pub const MAX_PHOTO_BYTES: usize = 2 * 1024 * 1024;

/// The image type of a member photo from its first bytes (JPEG, PNG or WebP), whatever the
/// file's name or the browser's claimed type say; None for anything else.
pub fn photo_content_type(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("image/jpeg")
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some("image/webp")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::photo_content_type;

    #[test]
    fn photo_types_come_from_the_bytes() {
        assert_eq!(
            photo_content_type(&[0xFF, 0xD8, 0xFF, 0xE0, 0]),
            Some("image/jpeg")
        );
        assert_eq!(
            photo_content_type(b"\x89PNG\r\n\x1a\n...."),
            Some("image/png")
        );
        assert_eq!(
            photo_content_type(b"RIFF\0\0\0\0WEBPVP8 "),
            Some("image/webp")
        );
        assert_eq!(photo_content_type(b"<svg xmlns="), None);
        assert_eq!(photo_content_type(b"GIF89a"), None);
        assert_eq!(photo_content_type(b""), None);
    }
}
