//! Member enumerations.

use crate::text_enum::text_enum;

text_enum! {
    /// Sex of a member, spec §3, with the Czech word exports use.
    pub enum Sex as "Sex" {
        Male => "MALE" : "muž",
        Female => "FEMALE" : "žena",
    }
}

text_enum! {
    /// The member's answer to the federation, spec §3/§4.
    pub enum AnswerStatus as "MemberAnswerStatus" {
        WithoutAnswer => "WITHOUT_ANSWER" : "Bez odpovědi",
        WantsToBeMember => "WANTS_TO_BE_MEMBER" : "Chce být členem",
        DoesNotWantToBeMember => "DOES_NOT_WANT_TO_BE_MEMBER" : "Nechce být členem",
        WantsToLeaveSlcr => "WANTS_TO_LEAVE_SLCR" : "Chce vystoupit ze SLČR",
    }
}

text_enum! {
    /// Member role kinds, spec §3: a member's roles in departments.
    pub enum MemberRoleKind as "MemberRoleKind" {
        Athlete => "ATHLETE" : "Závodník",
        Instructor => "INSTRUCTOR" : "Cvičitel",
        Coach => "COACH" : "Trenér",
        Referee => "REFEREE" : "Rozhodčí",
        TechnicalDelegate => "TECHNICAL_DELEGATE" : "Technický delegát",
        HealthCheck => "HEALTH_CHECK" : "Zdravotní prohlídka",
    }
}

text_enum! {
    /// Age group of ski categories, spec §3: this year minus the birth year.
    pub enum AgeGroup as "AgeGroup" {
        Youth => "YOUTH" : "Děti (do 11 let)",
        Teenagers => "TEENAGERS" : "Žactvo (12–15 let)",
        Juniors => "JUNIORS" : "Dorost a junioři (16–20 let)",
        Adults => "ADULTS" : "Dospělí (21 let a více)",
    }
}

impl AgeGroup {
    /// The age group of somebody born in `birth_year`, in `year`.
    pub fn of(birth_year: i32, year: i32) -> Self {
        match year - birth_year {
            ..=11 => Self::Youth,
            12..=15 => Self::Teenagers,
            16..=20 => Self::Juniors,
            _ => Self::Adults,
        }
    }

    /// The birth years (first and last, both included) of the group in `year`; adults from
    /// 1900 on.
    pub fn birth_years(self, year: i32) -> (i32, i32) {
        match self {
            Self::Youth => (year - 11, year),
            Self::Teenagers => (year - 15, year - 12),
            Self::Juniors => (year - 20, year - 16),
            Self::Adults => (1900, year - 21),
        }
    }
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
    fn age_groups_and_their_birth_years_agree() {
        use super::AgeGroup;
        for group in AgeGroup::ALL {
            let (first, last) = group.birth_years(2026);
            for year in first..=last {
                assert_eq!(AgeGroup::of(year, 2026), *group, "{year}");
            }
            if *group != AgeGroup::Adults {
                // The year before the first is the next older group's.
                assert_ne!(AgeGroup::of(first - 1, 2026), *group);
            }
        }
        assert_eq!(AgeGroup::Juniors.birth_years(2026), (2006, 2010));
        assert_eq!(AgeGroup::of(2015, 2026), AgeGroup::Youth);
        assert_eq!(AgeGroup::of(2014, 2026), AgeGroup::Teenagers);
    }

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
