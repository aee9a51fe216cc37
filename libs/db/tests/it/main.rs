//! The data layer's integration tests, one binary, against a fresh PostgreSQL database per
//! test (`#[sqlx::test]`).

mod text_enums;
