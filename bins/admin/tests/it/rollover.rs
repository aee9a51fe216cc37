//! `stopa-admin season rollover` as the operator runs it: on the demo register twice (the
//! second run changes nothing), a dry run writing nothing, refusals (a running import, a
//! malformed or skipping season, no confirmation), and the members' answers carried out.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::process::{Output, Stdio};

use sqlx::PgPool;
use stopa_testkit::cli::{admin_command, database_url, stdout};

fn run(pool: &PgPool, args: &[&str]) -> Output {
    admin_command(&database_url(pool), args)
        .env(
            "STOPA_QUEUE_NAMESPACE",
            format!("stopa-rollover-test-{}", std::process::id()),
        )
        .stdin(Stdio::null())
        .output()
        .expect("stopa-admin runs")
}

fn admin(pool: &PgPool, args: &[&str]) -> Output {
    let output = run(pool, args);
    assert!(
        output.status.success(),
        "stopa-admin {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

fn refused(pool: &PgPool, args: &[&str]) -> String {
    let output = run(pool, args);
    assert!(!output.status.success(), "stopa-admin {args:?} succeeded");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Rows of every table the rollover writes, and the members' answers and open memberships.
async fn state(pool: &PgPool) -> Vec<i64> {
    let row: (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) = sqlx::query_as(
        "select (select count(*) from season),
                (select count(*) from season where rolled_over_at is not null),
                (select count(*) from evidence_season),
                (select count(*) from racing_season),
                (select count(*) from fee_schedule),
                (select count(*) from sport_center),
                (select count(*) from membership where valid_to is null),
                (select count(*) from member_department_role where valid_to is null),
                (select count(*) from member where answer_status <> 'WITHOUT_ANSWER'),
                (select count(*) from audit_log)",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    vec![
        row.0, row.1, row.2, row.3, row.4, row.5, row.6, row.7, row.8, row.9,
    ]
}

fn seed_demo(pool: &PgPool) {
    admin(pool, &["migrate"]);
    admin(pool, &["seed", "--members", "60", "--clubs", "6"]);
}

#[sqlx::test(migrations = "../../migrations")]
async fn rollover_of_the_demo_register_makes_the_next_season_and_a_second_run_changes_nothing(
    pool: PgPool,
) {
    seed_demo(&pool);
    // Three members answered: one wants to stay, two do not.
    sqlx::query(
        "with chosen as (
             select member_id, row_number() over (order by member_id) as n
             from membership where valid_to is null order by member_id limit 3)
         update member set answer_status = case when chosen.n = 1 then 'WANTS_TO_BE_MEMBER'
                                                else 'DOES_NOT_WANT_TO_BE_MEMBER' end
         from chosen where member.member_id = chosen.member_id",
    )
    .execute(&pool)
    .await
    .unwrap();
    let before = state(&pool).await;

    let output = admin(&pool, &["season", "rollover", "--yes"]);
    let report = stdout(&output);
    assert!(
        report.contains("Převod 2026/2027 → 2027/2028 je hotov"),
        "{report}"
    );
    let season: (String, chrono::NaiveDate, chrono::NaiveDate) = sqlx::query_as(
        "select name, start_date, end_date from season order by start_date desc limit 1",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(
        season,
        (
            "2027/2028".to_owned(),
            "2027-05-01".parse().unwrap(),
            "2028-04-30".parse().unwrap()
        )
    );
    let (evidence_name, fees, centers, previous_centers): (String, i64, i64, i64) = sqlx::query_as(
        "select e.name,
                    (select count(*) from fee_schedule f
                     where f.evidence_season_id = e.evidence_season_id and f.adult_fee = 30000),
                    (select count(*) from sport_center c
                     where c.evidence_season_id = e.evidence_season_id),
                    (select count(*) from sport_center c join evidence_season p
                       on p.evidence_season_id = c.evidence_season_id where p.year = 2027)
             from evidence_season e where e.year = 2028",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(evidence_name, "Evidenční sezóna 2028");
    assert_eq!(fees, 1, "the fee schedule of 2027 copied");
    assert_eq!(centers, previous_centers, "the sport centers copied");
    // Every department's racing season, its months a year later.
    let racing: Vec<(
        String,
        chrono::NaiveDate,
        chrono::NaiveDate,
        String,
        chrono::NaiveDate,
    )> = sqlx::query_as(
        "select n.name, n.start_date, n.end_date, o.name, o.start_date
             from racing_season n
             join season s on s.season_id = n.season_id and s.name = '2027/2028'
             join racing_season o on o.department_id = n.department_id
             join season p on p.season_id = o.season_id and p.name = '2026/2027'
             order by n.department_id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert!(racing.len() >= 10, "every department: {}", racing.len());
    for (name, start, end, old_name, old_start) in &racing {
        assert_eq!(*name, old_name.replace("2026/2027", "2027/2028"));
        assert_eq!(
            *start,
            old_start
                .checked_add_months(chrono::Months::new(12))
                .unwrap()
        );
        assert!(end > start);
    }
    // The two members who did not want to stay left on the rollover day; all answers reset.
    let ended: Vec<chrono::NaiveDate> =
        sqlx::query_scalar("select valid_to from membership where valid_to = $1")
            .bind(stopa_domain::time::today())
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(ended.len(), 2, "{report}");
    assert!(report.contains("Nechce být členem"), "{report}");
    let after = state(&pool).await;
    assert_eq!(after[6], before[6] - 2, "open memberships");
    assert_eq!(after[8], 0, "answers reset");

    // The second run finds everything made and says so.
    let second = admin(&pool, &["season", "rollover", "--yes"]);
    assert!(
        stdout(&second).contains("Sezóna 2027/2028 už je převedena, nic se nezměnilo."),
        "{}",
        stdout(&second)
    );
    assert_eq!(
        state(&pool).await,
        after,
        "nothing written, not even the audit log"
    );
    // So does an explicit repeat of the same season, in either spelling.
    let third = admin(
        &pool,
        &["season", "rollover", "--to", "2027/28", "--dry-run"],
    );
    assert!(
        stdout(&third).contains("už je převedena"),
        "{}",
        stdout(&third)
    );
    assert_eq!(state(&pool).await, after);
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_dry_run_reports_the_rollover_and_writes_nothing(pool: PgPool) {
    seed_demo(&pool);
    sqlx::query(
        "update member set answer_status = 'WANTS_TO_LEAVE_SLCR'
         where member_id = (select member_id from member_department_role
                            where valid_to is null order by member_id limit 1)",
    )
    .execute(&pool)
    .await
    .unwrap();
    let before = state(&pool).await;
    let output = admin(&pool, &["season", "rollover", "--dry-run"]);
    let report = stdout(&output);
    assert!(report.contains("Zkouška nanečisto"), "{report}");
    assert!(report.contains("Chce vystoupit ze SLČR"), "{report}");
    assert!(report.contains("Ukončené role v úsecích"), "{report}");
    assert_eq!(state(&pool).await, before);
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_rollover_is_refused_while_an_import_or_statement_job_waits_or_runs(pool: PgPool) {
    admin(&pool, &["migrate"]);
    for (kind, status) in [
        ("member_import", "QUEUED"),
        ("bank_statement_import", "RUNNING"),
    ] {
        let job_id: i64 = sqlx::query_scalar(
            "insert into job (kind, status, payload) values ($1, $2, '{}') returning job_id",
        )
        .bind(kind)
        .bind(status)
        .fetch_one(&pool)
        .await
        .unwrap();
        let before = state(&pool).await;
        let message = refused(&pool, &["season", "rollover", "--yes"]);
        assert!(message.contains("Převod sezóny nelze spustit"), "{message}");
        assert_eq!(state(&pool).await, before);
        sqlx::query("update job set status = 'COMPLETED' where job_id = $1")
            .bind(job_id)
            .execute(&pool)
            .await
            .unwrap();
    }
    // A finished job, or one of another kind, does not stand in the way.
    sqlx::query("insert into job (kind, status, payload) values ('send_email', 'QUEUED', '{}')")
        .execute(&pool)
        .await
        .unwrap();
    admin(&pool, &["season", "rollover", "--yes"]);
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_malformed_or_skipping_season_or_no_confirmation_is_refused(pool: PgPool) {
    admin(&pool, &["migrate"]);
    let before = state(&pool).await;
    for (to, expected) in [
        ("2027-28", "nemá tvar 2027/28 nebo 2027/2028"),
        ("27/28", "nemá tvar"),
        ("2027/29", "nenavazuje"),
        ("2028/29", "převést lze jen na následující sezónu 2027/2028"),
        (
            "2025/2026",
            "převést lze jen na následující sezónu 2027/2028",
        ),
    ] {
        let message = refused(&pool, &["season", "rollover", "--to", to, "--yes"]);
        assert!(message.contains(expected), "{to}: {message}");
    }
    // Without --yes the operator is asked; no answer is no.
    let message = refused(&pool, &["season", "rollover"]);
    assert!(
        message.contains("Převést evidenci na sezónu 2027/2028?"),
        "{message}"
    );
    assert!(message.contains("zrušen"), "{message}");
    assert_eq!(state(&pool).await, before);
}

#[sqlx::test(migrations = "../../migrations")]
async fn answers_end_memberships_on_31_december_and_leaving_the_federation_ends_roles(
    pool: PgPool,
) {
    let fixture = stopa_testkit::seed_fixture(&pool).await;
    let jan = fixture.jan_novak.member_id;
    let eliska = fixture.eliska_novakova.member_id;
    let petr = fixture.petr_dvorak.member_id;
    let zofie = fixture.zofie_cerna.member_id;
    for (member_id, answer) in [
        (jan, "DOES_NOT_WANT_TO_BE_MEMBER"),
        (eliska, "WANTS_TO_LEAVE_SLCR"),
        (petr, "WANTS_TO_BE_MEMBER"),
        (zofie, "DOES_NOT_WANT_TO_BE_MEMBER"),
    ] {
        sqlx::query("update member set answer_status = $2 where member_id = $1")
            .bind(member_id)
            .bind(answer)
            .execute(&pool)
            .await
            .unwrap();
    }
    // Jan and Eliška race in cross-country; Žofie's membership is dated after the old fee year.
    for member_id in [jan, eliska] {
        sqlx::query(
            "insert into member_department_role (member_id, department_id, kind, valid_from)
             values ($1, $2, 'ATHLETE', '2021-01-01')",
        )
        .bind(member_id)
        .bind(fixture.department_cc)
        .execute(&pool)
        .await
        .unwrap();
    }
    sqlx::query(
        "update membership set valid_from = '2028-02-01' where member_id = $1 and valid_to is null",
    )
    .bind(zofie)
    .execute(&pool)
    .await
    .unwrap();
    // Petr was hosted by club B: a hosting over, and one running past the old season.
    let hosting = |valid_to: &'static str| {
        let pool = pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(
                "insert into transfer_inquiry (kind, state, member_id, from_club_id, to_club_id,
                                               department_id, valid_from, valid_to)
                 values ('HOSTING', 'APPROVED', $1, $2, $3, $4, '2026-06-01', $5::date)
                 returning transfer_inquiry_id",
            )
            .bind(petr)
            .bind(fixture.club_a)
            .bind(fixture.club_b)
            .bind(fixture.department_cc)
            .bind(valid_to)
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    let over = hosting("2026-10-31").await;
    let running = hosting("2027-08-31").await;

    let output = admin(&pool, &["season", "rollover", "--to", "2027/28", "--yes"]);
    let report = stdout(&output);

    let membership_end = |member_id: i64| {
        let pool = pool.clone();
        async move {
            sqlx::query_scalar::<_, Option<chrono::NaiveDate>>(
                "select valid_to from membership where member_id = $1
                 order by membership_id desc limit 1",
            )
            .bind(member_id)
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    let role_end = |member_id: i64| {
        let pool = pool.clone();
        async move {
            sqlx::query_scalar::<_, Option<chrono::NaiveDate>>(
                "select valid_to from member_department_role where member_id = $1",
            )
            .bind(member_id)
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    // They leave on the rollover day (never on a day ahead).
    let last_day = stopa_domain::time::today();
    assert_eq!(membership_end(jan).await, Some(last_day), "{report}");
    assert_eq!(
        role_end(jan).await,
        None,
        "not wanting the club keeps the roles"
    );
    assert_eq!(membership_end(eliska).await, Some(last_day));
    assert_eq!(
        role_end(eliska).await,
        Some(last_day),
        "leaving SLČR ends roles"
    );
    assert_eq!(membership_end(petr).await, None, "wants to stay");
    assert_eq!(
        membership_end(zofie).await,
        Some("2028-02-01".parse().unwrap()),
        "never before it began"
    );
    let answers: Vec<String> =
        sqlx::query_scalar("select distinct answer_status from member where member_id = any($1)")
            .bind(vec![jan, eliska, petr, zofie])
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(answers, ["WITHOUT_ANSWER"]);

    // Each change is in the audit log, made by the operator.
    let audited: Vec<(String, i64)> = sqlx::query_as(
        "select entity, count(*) from audit_log
         where entity in ('membership', 'member_department_role', 'member', 'transfer_inquiry')
           and account_id is null and identity_id = 0
         group by entity order by entity",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(
        audited,
        [
            ("member".to_owned(), 4),
            ("member_department_role".to_owned(), 1),
            ("membership".to_owned(), 3),
            ("transfer_inquiry".to_owned(), 1),
        ]
    );

    // The hosting that is over ended with its history step; the running one stays in force.
    let states: Vec<(i64, String, Option<String>)> = sqlx::query_as(
        "select t.transfer_inquiry_id, t.state, e.note from transfer_inquiry t
         left join transfer_inquiry_event e on e.transfer_inquiry_id = t.transfer_inquiry_id
         order by t.transfer_inquiry_id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(
        states,
        [
            (
                over,
                "ENDED".to_owned(),
                Some("Ukončeno převodem sezóny".to_owned())
            ),
            (running, "APPROVED".to_owned(), None),
        ]
    );
}
