//! Imports from the terminal as an operator runs them: `ruian load` of ČÚZK's files (twice:
//! the second load changes nothing), `import members` of the demo files against the demo
//! register (every outcome of spec §3, a dry run writing nothing), and the `cleanup` lists.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::path::{Path, PathBuf};
use std::process::Output;

use sqlx::PgPool;
use stopa_testkit::cli::{admin_command, database_url, stdout};

/// `stopa-admin` against the test's database with a queue namespace of its own and the
/// federation's contact address the messages name.
fn admin(pool: &PgPool, args: &[&str]) -> Output {
    let output = admin_command(&database_url(pool), args)
        .env(
            "STOPA_QUEUE_NAMESPACE",
            format!("stopa-admin-test-{}", std::process::id()),
        )
        .env("STOPA_CONTACT_EMAIL", "evidence@svaz.test")
        .output()
        .expect("stopa-admin runs");
    assert!(
        output.status.success(),
        "stopa-admin {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

fn repository(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
}

#[sqlx::test(migrations = "../../migrations")]
async fn ruian_files_load_once_and_resolve_addresses(pool: PgPool) {
    let file = repository("libs/formats/testdata/ruian/OB_599999_ADR_excerpt.cp1250.csv");
    let first = admin(&pool, &["ruian", "load", file.to_str().unwrap()]);
    let message = String::from_utf8_lossy(&first.stderr);
    assert!(
        message.contains("3 adresních míst přečteno, 3 nových"),
        "{message}"
    );
    let again = admin(&pool, &["ruian", "load", file.to_str().unwrap()]);
    let message = String::from_utf8_lossy(&again.stderr);
    assert!(
        message.contains("0 nových nebo změněných"),
        "a second load changes nothing: {message}"
    );
    let (name, postcode): (String, String) = sqlx::query_as(
        "select municipality_name, postcode from ruian_address where ruian_address_code = 8338752",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!((name.as_str(), postcode.as_str()), ("Trojanovice", "74401"));
    // A folder of files loads the same way.
    let folder = repository("libs/formats/testdata/ruian");
    let loaded = admin(&pool, &["ruian", "load", folder.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&loaded.stderr).contains("2 souborů"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_demo_files_import_from_the_terminal_with_every_outcome(pool: PgPool) {
    admin(
        &pool,
        &["seed", "--members", "40", "--clubs", "3", "--no-accounts"],
    );
    let club: String = sqlx::query_scalar("select code from club order by club_id limit 1")
        .fetch_one(&pool)
        .await
        .unwrap();
    let csv = repository("web/e2e/fixtures/import-nsa-v3.cp1250.csv");
    let xlsx = repository("web/e2e/fixtures/import-stopa-export.xlsx");
    let members = || async {
        sqlx::query_scalar::<_, i64>("select count(*) from member")
            .fetch_one(&pool)
            .await
            .unwrap()
    };
    let before = members().await;
    let dry = stdout(&admin(
        &pool,
        &[
            "import",
            "members",
            csv.to_str().unwrap(),
            "--club",
            &club,
            "--dry-run",
        ],
    ));
    assert!(dry.contains("Předpověď"), "{dry}");
    assert_eq!(members().await, before, "a dry run writes nothing");
    let imports: i64 = sqlx::query_scalar("select count(*) from member_import")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(imports, 0, "and leaves no draft");

    let first = stdout(&admin(
        &pool,
        &[
            "import",
            "members",
            csv.to_str().unwrap(),
            "--club",
            &club,
            "--encoding",
            "cp1250",
        ],
    ));
    let second = stdout(&admin(
        &pool,
        &["import", "members", xlsx.to_str().unwrap(), "--club", &club],
    ));
    let both = format!("{first}{second}");
    for (code, message) in [
        ("CREATED_NEW_MEMBER", "Vytvořen nový člen"),
        ("MEMBER_EXISTS_CREATED_MEMBERSHIP", "Člen už v evidenci byl"),
        (
            "SKIPPED_ALREADY_MEMBER_MY_CLUB",
            "Přeskočen - již je členem mého klubu",
        ),
        (
            "SKIPPED_ALREADY_MEMBER_OTHER_CLUB",
            "Přeskočen - již je členem jiného klubu",
        ),
        (
            "SKIPPED_PERSONAL_ID_MISSING",
            "Přeskočen - chybí nebo chybné rodné číslo",
        ),
        (
            "SKIPPED_MISSING_HOUSE_NUMBER",
            "Přeskočen - chybějící číslo popisné / orientační v adrese",
        ),
        (
            "SKIPPED_CAN_NOT_FOUND_ADDRESS",
            "Přeskočen - nepodařilo se najít adresu",
        ),
        (
            "SKIPPED_ARCHIVED",
            "Přeskočen - člen je archivován - kontaktuj evidence@svaz.test",
        ),
    ] {
        let line = both
            .lines()
            .find(|line| line.trim_start().starts_with(code));
        assert!(
            line.is_some_and(|line| line.contains(message)),
            "{code} in\n{both}"
        );
    }
    assert!(
        first.contains("CREATED_NEW_MEMBER                       2"),
        "{first}"
    );
    assert_eq!(
        members().await,
        before + 3,
        "two from the CSV, one from the workbook"
    );

    let summary = stdout(&admin(&pool, &["cleanup", "summary"]));
    assert!(summary.contains("Nenalezené adresy"), "{summary}");
    let target = tempfile::tempdir().unwrap();
    let path = target.path().join("adresy.csv");
    admin(
        &pool,
        &["cleanup", "addresses", "--csv", path.to_str().unwrap()],
    );
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(written.contains("Neexistující 999"), "{written}");
    let checked = admin(&pool, &["cleanup", "birth-numbers", "--check"]);
    assert!(String::from_utf8_lossy(&checked.stderr).contains("Kontrola rodných čísel"));
}
