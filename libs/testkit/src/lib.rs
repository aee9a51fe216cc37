//! Test support shared by every crate's integration tests: a small, realistic federation in a
//! fresh database (from `#[sqlx::test]`), with one account for every identity type and flag
//! variant the permission tests need ([`seed_fixture`]); the app over it ([`app`]); the
//! binaries run as a user runs them ([`cli`]).

#![allow(
    clippy::unwrap_used,
    reason = "test support fails loudly on the first surprise"
)]

pub mod app;
pub mod cli;
pub mod processes;

use sqlx::PgPool;
use stopa_db::account::{self, NewIdentity};
use stopa_domain::identity::IdentityType;

/// The password of every fixture account.
pub const PASSWORD: &str = "heslo-pro-testy";

/// A fixture member.
#[derive(Debug, Clone)]
pub struct FixtureMember {
    pub member_id: i64,
    pub full_name: &'static str,
}

/// What [`seed_fixture`] created.
#[derive(Debug, Clone)]
pub struct Fixture {
    /// Club in the Liberecký region, active in cross-country (cc).
    pub club_a: i64,
    /// Club in Prague, active in alpine skiing (al).
    pub club_b: i64,
    pub region_a: i64,
    pub region_b: i64,
    pub department_cc: i64,
    pub department_al: i64,
    pub company: i64,
    pub jan_novak: FixtureMember,
    pub eliska_novakova: FixtureMember,
    pub petr_dvorak: FixtureMember,
    pub zofie_cerna: FixtureMember,
    pub without_club: FixtureMember,
}

/// Fixture accounts: e-mail and what it is.
pub mod accounts {
    pub const ADMIN: &str = "admin@test.cz";
    /// Team of club A with MEMBER_PERSONAL_INFO_VIEW.
    pub const TEAM: &str = "team@test.cz";
    /// Team of club A without any flag.
    pub const TEAM_NO_FLAGS: &str = "team-bez@test.cz";
    /// Area of region A with MEMBER_PERSONAL_INFO_VIEW.
    pub const AREA: &str = "area@test.cz";
    /// Area of region A without any flag.
    pub const AREA_NO_FLAGS: &str = "area-bez@test.cz";
    /// Section of cross-country with MEMBER_PERSONAL_INFO_VIEW.
    pub const SECTION: &str = "section@test.cz";
    pub const TIMEKEEPER: &str = "timekeeper@test.cz";
    /// Person: Jan Novák.
    pub const PERSON: &str = "person@test.cz";
    /// Team of club B (no flags) first, then Admin: for identity switching.
    pub const MULTI: &str = "multi@test.cz";
}

async fn id_of(pool: &PgPool, sql: &'static str, key: &str) -> i64 {
    sqlx::query_scalar::<_, i64>(sql)
        .bind(key)
        .fetch_one(pool)
        .await
        .expect("fixture lookup")
}

async fn insert_club(
    pool: &PgPool,
    code: &str,
    name: &str,
    region_id: i64,
    department_id: i64,
) -> i64 {
    let club_id: i64 = sqlx::query_scalar(
        "insert into club (code, name, short_name, region_id) values ($1, $2, $1, $3) returning club_id",
    )
    .bind(code)
    .bind(name)
    .bind(region_id)
    .fetch_one(pool)
    .await
    .expect("insert club");
    sqlx::query("insert into club_department (club_id, department_id) values ($1, $2)")
        .bind(club_id)
        .bind(department_id)
        .execute(pool)
        .await
        .expect("insert club department");
    club_id
}

/// Inserts a member, with a membership in `club_id` when given.
pub async fn insert_member(
    pool: &PgPool,
    first_name: &str,
    last_name: &str,
    sex: &str,
    birth_date: &str,
    birth_number: &str,
    club_id: Option<i64>,
) -> i64 {
    let member_id: i64 = sqlx::query_scalar(
        r"insert into member (first_name, last_name, sex, birth_date, birth_number)
          values ($1, $2, $3, $4::date, $5) returning member_id",
    )
    .bind(first_name)
    .bind(last_name)
    .bind(sex)
    .bind(birth_date)
    .bind(birth_number)
    .fetch_one(pool)
    .await
    .expect("insert member");
    if let Some(club_id) = club_id {
        sqlx::query(
            "insert into membership (member_id, club_id, valid_from) values ($1, $2, '2020-01-01')",
        )
        .bind(member_id)
        .bind(club_id)
        .execute(pool)
        .await
        .expect("insert membership");
    }
    member_id
}

fn flags(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| (*name).to_owned()).collect()
}

async fn insert_account(pool: &PgPool, email: &str, hash: &str, identities: &[NewIdentity]) {
    let account_id = account::insert_account(pool, email, "Test", "Testový", Some(hash))
        .await
        .expect("insert account");
    for identity in identities {
        account::insert_identity(pool, account_id, identity)
            .await
            .expect("insert identity");
    }
}

/// Two clubs in two regions and departments, five members, and the accounts of [`accounts`].
pub async fn seed_fixture(pool: &PgPool) -> Fixture {
    let region_a = id_of(
        pool,
        "select region_id from region where code = $1",
        "CZ051",
    )
    .await;
    let region_b = id_of(
        pool,
        "select region_id from region where code = $1",
        "CZ010",
    )
    .await;
    let department_cc = id_of(
        pool,
        "select department_id from department where code = $1",
        "cc",
    )
    .await;
    let department_al = id_of(
        pool,
        "select department_id from department where code = $1",
        "al",
    )
    .await;
    let club_a = insert_club(pool, "LBSK", "Ski klub Liberec", region_a, department_cc).await;
    let club_b = insert_club(pool, "PRAL", "Alpine Praha", region_b, department_al).await;
    let company: i64 = sqlx::query_scalar(
        "insert into timekeeping_company (name) values ('Časomíra Test') returning timekeeping_company_id",
    )
    .fetch_one(pool)
    .await
    .expect("insert company");

    let member = |id, full_name| FixtureMember {
        member_id: id,
        full_name,
    };
    let jan_novak = member(
        insert_member(
            pool,
            "Jan",
            "Novák",
            "MALE",
            "1992-06-27",
            "9206278653",
            Some(club_a),
        )
        .await,
        "Jan Novák",
    );
    let eliska_novakova = member(
        insert_member(
            pool,
            "Eliška",
            "Nováková",
            "FEMALE",
            "2010-02-15",
            "1052150000",
            Some(club_a),
        )
        .await,
        "Eliška Nováková",
    );
    let petr_dvorak = member(
        insert_member(
            pool,
            "Petr",
            "Dvořák",
            "MALE",
            "2005-03-01",
            "0503010002",
            Some(club_b),
        )
        .await,
        "Petr Dvořák",
    );
    let zofie_cerna = member(
        insert_member(
            pool,
            "Žofie",
            "Černá",
            "FEMALE",
            "1985-02-15",
            "8552155117",
            Some(club_b),
        )
        .await,
        "Žofie Černá",
    );
    let without_club = member(
        insert_member(
            pool,
            "Bez",
            "Klubu",
            "MALE",
            "1999-01-30",
            "9901301113",
            None,
        )
        .await,
        "Bez Klubu",
    );
    // An archived member never shows in lists.
    let archived = insert_member(
        pool,
        "Archivní",
        "Novák",
        "MALE",
        "1999-01-31",
        "9901311112",
        Some(club_a),
    )
    .await;
    sqlx::query("update member set archived = true where member_id = $1")
        .bind(archived)
        .execute(pool)
        .await
        .expect("archive");

    let hash = stopa_domain::auth::hash_password(PASSWORD);
    let view = "MEMBER_PERSONAL_INFO_VIEW";
    let identity = |identity_type| NewIdentity {
        identity_type,
        ..NewIdentity::default()
    };
    insert_account(
        pool,
        accounts::ADMIN,
        &hash,
        &[identity(IdentityType::Admin)],
    )
    .await;
    insert_account(
        pool,
        accounts::TEAM,
        &hash,
        &[NewIdentity {
            club_id: Some(club_a),
            permissions: flags(&[view, "MEMBER_CREATE_EDIT"]),
            ..identity(IdentityType::Team)
        }],
    )
    .await;
    insert_account(
        pool,
        accounts::TEAM_NO_FLAGS,
        &hash,
        &[NewIdentity {
            club_id: Some(club_a),
            ..identity(IdentityType::Team)
        }],
    )
    .await;
    insert_account(
        pool,
        accounts::AREA,
        &hash,
        &[NewIdentity {
            region_id: Some(region_a),
            permissions: flags(&[view]),
            ..identity(IdentityType::Area)
        }],
    )
    .await;
    insert_account(
        pool,
        accounts::AREA_NO_FLAGS,
        &hash,
        &[NewIdentity {
            region_id: Some(region_a),
            ..identity(IdentityType::Area)
        }],
    )
    .await;
    insert_account(
        pool,
        accounts::SECTION,
        &hash,
        &[NewIdentity {
            department_id: Some(department_cc),
            permissions: flags(&[view]),
            ..identity(IdentityType::Section)
        }],
    )
    .await;
    insert_account(
        pool,
        accounts::TIMEKEEPER,
        &hash,
        &[NewIdentity {
            timekeeping_company_id: Some(company),
            ..identity(IdentityType::Timekeeper)
        }],
    )
    .await;
    insert_account(
        pool,
        accounts::PERSON,
        &hash,
        &[NewIdentity {
            member_id: Some(jan_novak.member_id),
            ..identity(IdentityType::Person)
        }],
    )
    .await;
    insert_account(
        pool,
        accounts::MULTI,
        &hash,
        &[
            NewIdentity {
                club_id: Some(club_b),
                ..identity(IdentityType::Team)
            },
            identity(IdentityType::Admin),
        ],
    )
    .await;

    Fixture {
        club_a,
        club_b,
        region_a,
        region_b,
        department_cc,
        department_al,
        company,
        jan_novak,
        eliska_novakova,
        petr_dvorak,
        zofie_cerna,
        without_club,
    }
}
