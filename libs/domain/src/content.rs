//! The content area (spec §2 "Content area screens", §3 Article, SEO, Pages sections): the
//! federation's articles ("knihovna") and pages made of sections, written by Admin and read by
//! everybody on the public web.
//!
//! Rules chosen for Stopa (the spec names the fields, not the rules):
//! - An article is public when it is active and its published-at time has come; without that
//!   time it is a draft (a time in the future schedules it). Its address is
//!   `/aktuality/{slug}`; a page's is `/stranky/{slug}`. A slug is lower-case ASCII letters,
//!   digits and single hyphens, unique among articles (pages have their own); left empty it is
//!   made from the title.
//! - An article may have a parent article (the library's tree): never itself or one of its own
//!   descendants, and an article with children cannot be deleted (its children would lose
//!   their place); the public page of an article lists its public children.
//! - The SEO fields are optional: the page's `<title>` falls back to the title, the
//!   description to the perex, the og fields to the SEO ones and the og image to the main
//!   image.
//! - A page is public when active; its sections (hero, features, people, rich text) keep the
//!   order the builder gives them.
//! - Texts are Markdown with two block lines of Stopa's own (`::tlacitko[text](url)`,
//!   `::video(url)`), rendered and sanitised by `stopa_formats::rich_text`.

use crate::text_enum::text_enum;

/// The longest title (article or page).
pub const MAX_TITLE_CHARS: usize = 200;
/// The longest slug.
pub const MAX_SLUG_CHARS: usize = 100;
/// The longest perex.
pub const MAX_PEREX_CHARS: usize = 1000;
/// The longest author's name.
pub const MAX_AUTHOR_CHARS: usize = 200;
/// The longest article body or rich-text section.
pub const MAX_BODY_CHARS: usize = 100_000;
/// The longest SEO or og title.
pub const MAX_SEO_TITLE_CHARS: usize = 200;
/// The longest SEO or og description.
pub const MAX_SEO_DESCRIPTION_CHARS: usize = 500;
/// Sections of one page.
pub const MAX_SECTIONS: usize = 30;
/// Features of one feature section, persons of one people section.
pub const MAX_SECTION_ITEMS: usize = 60;
/// The longest line of a section (a title, a subtitle, a name, a phone).
pub const MAX_LINE_CHARS: usize = 300;
/// The longest person's description or text.
pub const MAX_PERSON_TEXT_CHARS: usize = 5000;
/// The largest image upload: the documents' limit.
pub const MAX_IMAGE_BYTES: usize = 10 * 1024 * 1024;
/// The most pixels an uploaded image may have (a 40-megapixel photo): decoding is refused
/// beyond, so an image of small bytes cannot ask for gigabytes of memory.
pub const MAX_IMAGE_PIXELS: u64 = 40_000_000;
/// The widths an image is served in (never wider than its original).
pub const IMAGE_WIDTHS: [u32; 3] = [320, 640, 1280];

text_enum! {
    /// The kinds of a page's sections (spec §3 Pages sections).
    pub enum PageSectionKind as "PageSectionKind" {
        Hero => "HERO" : "Úvodní pás",
        Features => "FEATURES" : "Přednosti",
        People => "PEOPLE" : "Lidé",
        RichText => "RICH_TEXT" : "Text",
    }
}

/// Why a slug is not valid, in Czech; None for a valid one.
pub fn slug_problem(slug: &str) -> Option<String> {
    if slug.is_empty() {
        return Some("Vyplňte adresu (část URL).".to_owned());
    }
    if slug.chars().count() > MAX_SLUG_CHARS {
        return Some(format!("Adresa může mít nejvýše {MAX_SLUG_CHARS} znaků."));
    }
    let allowed = slug
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !allowed || slug.starts_with('-') || slug.ends_with('-') || slug.contains("--") {
        return Some(
            "Adresa smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky mezi nimi."
                .to_owned(),
        );
    }
    None
}

/// The slug a title gives (`Mistrovství ČR 2027` → `mistrovstvi-cr-2027`), cut to the limit at
/// a hyphen.
pub fn slug_of(title: &str) -> String {
    let mut slug = crate::club::slug(title);
    if slug.len() > MAX_SLUG_CHARS {
        slug.truncate(MAX_SLUG_CHARS);
        while slug.ends_with('-') {
            slug.pop();
        }
    }
    slug
}

/// Whether an article is shown publicly at `now`.
pub fn article_is_public(
    active: bool,
    published_at: Option<chrono::DateTime<chrono::Utc>>,
    now: chrono::DateTime<chrono::Utc>,
) -> bool {
    active && published_at.is_some_and(|at| at <= now)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Duration, Utc};

    #[test]
    fn slugs_are_plain_lower_case_words_joined_by_single_hyphens() {
        assert_eq!(slug_problem("mistrovstvi-cr-2027"), None);
        assert_eq!(slug_problem("a"), None);
        for bad in [
            "",
            "Velka",
            "s mezerou",
            "-zacatek",
            "konec-",
            "dve--pomlcky",
            "lyžování",
            "a/b",
        ] {
            assert!(slug_problem(bad).is_some(), "{bad:?}");
        }
        assert!(slug_problem(&"a".repeat(MAX_SLUG_CHARS + 1)).is_some());
    }

    #[test]
    fn a_title_gives_a_valid_slug() {
        assert_eq!(
            slug_of("Mistrovství ČR 2027 – sprint!"),
            "mistrovstvi-cr-2027-sprint"
        );
        let long = slug_of(&"Žluťoučký kůň ".repeat(20));
        assert!(long.len() <= MAX_SLUG_CHARS);
        assert_eq!(slug_problem(&long), None);
    }

    #[test]
    fn an_article_is_public_when_active_and_its_time_has_come() {
        let now = Utc::now();
        assert!(article_is_public(
            true,
            Some(now - Duration::minutes(1)),
            now
        ));
        assert!(article_is_public(true, Some(now), now));
        assert!(!article_is_public(
            true,
            Some(now + Duration::minutes(1)),
            now
        ));
        assert!(!article_is_public(true, None, now));
        assert!(!article_is_public(
            false,
            Some(now - Duration::days(1)),
            now
        ));
    }
}
