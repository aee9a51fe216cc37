//! Authentication primitives: argon2id password hashes, opaque tokens stored as SHA-256,
//! and the password rules with the spec's Czech messages.

use std::sync::LazyLock;

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore as _;
use sha2::{Digest as _, Sha256};

/// Shortest password accepted.
pub const MIN_PASSWORD_LENGTH: usize = 8;
/// Longest password accepted (argon2 hashes anything, but a megabyte "password" is an attack).
pub const MAX_PASSWORD_LENGTH: usize = 256;

/// Hashes a password with argon2id and a random salt (PHC string format).
pub fn hash_password(password: &str) -> String {
    let mut salt = [0_u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).expect("16 bytes always make a valid salt");
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 with default parameters hashes any input")
        .to_string()
}

/// A hash of a random password, verified against when an account does not exist so that
/// unknown and known accounts take the same time to refuse.
static DECOY_HASH: LazyLock<String> = LazyLock::new(|| hash_password("decoy-password"));

/// Checks a password against a stored hash; `None` (no account or no password set yet)
/// still spends the time of one verification and answers false.
pub fn verify_password(stored_hash: Option<&str>, password: &str) -> bool {
    let (hash, real) = match stored_hash {
        Some(hash) => (hash, true),
        None => (DECOY_HASH.as_str(), false),
    };
    let Ok(parsed) = PasswordHash::new(hash) else {
        return false;
    };
    let matches = Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok();
    matches && real
}

/// A new opaque token: the text handed out (43 URL-safe characters) and its stored hash.
pub fn new_token() -> (String, Vec<u8>) {
    let mut bytes = [0_u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = URL_SAFE_NO_PAD.encode(bytes);
    let hash = hash_token(&token);
    (token, hash)
}

/// The stored form of a token.
pub fn hash_token(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// What is wrong with a new password.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PasswordProblem {
    #[error("Heslo musí mít alespoň {min_length} znaků")]
    TooShort { min_length: usize },
    #[error("Heslo může mít nejvýše {max_length} znaků")]
    TooLong { max_length: usize },
    #[error("Hesla musí být stejná")]
    NotMatching,
}

/// Checks a new password and its repetition. Returns the field the problem belongs to
/// (`password` or `again`) with the problem.
pub fn check_new_password(
    password: &str,
    again: &str,
) -> Result<(), (&'static str, PasswordProblem)> {
    let length = password.chars().count();
    if length < MIN_PASSWORD_LENGTH {
        return Err((
            "password",
            PasswordProblem::TooShort {
                min_length: MIN_PASSWORD_LENGTH,
            },
        ));
    }
    if length > MAX_PASSWORD_LENGTH {
        return Err((
            "password",
            PasswordProblem::TooLong {
                max_length: MAX_PASSWORD_LENGTH,
            },
        ));
    }
    if password != again {
        return Err(("again", PasswordProblem::NotMatching));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn password_hash_verifies_only_the_same_password() {
        let hash = hash_password("Sněžka 1603");
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password(Some(&hash), "Sněžka 1603"));
        assert!(!verify_password(Some(&hash), "Snezka 1603"));
        assert!(!verify_password(None, "Sněžka 1603"));
        assert!(!verify_password(Some("not a hash"), "x"));
    }

    #[test]
    fn tokens_are_random_and_hash_to_their_stored_form() {
        let (first, first_hash) = new_token();
        let (second, _) = new_token();
        assert_ne!(first, second);
        assert_eq!(first.len(), 43);
        assert_eq!(hash_token(&first), first_hash);
    }

    #[test]
    fn new_password_rules_give_the_spec_messages() {
        assert_eq!(check_new_password("dlouhé heslo", "dlouhé heslo"), Ok(()));
        let short = check_new_password("krátké", "krátké").expect_err("too short");
        assert_eq!(short.0, "password");
        assert_eq!(short.1.to_string(), "Heslo musí mít alespoň 8 znaků");
        let mismatch = check_new_password("dlouhé heslo", "dlouhe heslo").expect_err("differs");
        assert_eq!(mismatch, ("again", PasswordProblem::NotMatching));
        assert_eq!(mismatch.1.to_string(), "Hesla musí být stejná");
    }
}
