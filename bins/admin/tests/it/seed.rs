//! The admin CLI as a user runs it: `migrate`, `seed` and `create-admin` against a fresh
//! database.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use sqlx::PgPool;
use stopa_testkit::cli::{admin, admin_command, database_url};

async fn counts(pool: &PgPool) -> [i64; 5] {
    stopa_db::seed::count_rows(pool).await.expect("counts")
}

#[sqlx::test(migrations = "../../migrations")]
async fn seeding_twice_changes_nothing_and_gives_valid_members(pool: PgPool) {
    admin(&pool, &["migrate"]);
    let output = admin(&pool, &["seed", "--members", "700", "--clubs", "30"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("admin@stopa.local"),
        "prints the demo logins: {stderr}"
    );
    let first = counts(&pool).await;
    // 700 random members, the import demo's 4 fixed members (each with a membership, two of
    // them ended), the cleanup demo's 6 members with wrong birth numbers (in a club) and its
    // 4 duplicate records (without a club).
    assert_eq!(first[0..3], [30, 714, 710], "clubs, members, memberships");
    assert_eq!(
        first[3], 8,
        "one demo login per identity type, the second club's manager and a registered athlete"
    );

    let calendar = |pool: PgPool| async move {
        sqlx::query_as::<_, (i64, i64, i64, i64)>(
            "select (select count(*) from racing_event),
                    (select count(distinct department_id) from racing_event),
                    (select count(*) from race_entry),
                    (select count(*) from racing_event where publication_status = 'PUBLISHED')",
        )
        .fetch_one(&pool)
        .await
        .unwrap()
    };
    let (events, departments, entries, published) = calendar(pool.clone()).await;
    assert!(events >= 40, "a season's calendar: {events}");
    assert!(departments >= 8, "across departments: {departments}");
    assert!(entries > 100, "with entries: {entries}");
    assert!(published >= 30, "mostly published: {published}");
    // The past events have published results, paired by the import's own pairing.
    let results = |pool: PgPool| async move {
        sqlx::query_as::<_, (i64, i64, i64)>(
            "select count(*), coalesce(sum(row_count), 0), coalesce(sum(paired_count), 0)
             from result_race where status = 'PUBLISHED'",
        )
        .fetch_one(&pool)
        .await
        .unwrap()
    };
    let (result_races, result_rows, paired) = results(pool.clone()).await;
    assert!(result_races >= 5, "results of past events: {result_races}");
    assert!(
        paired * 10 >= result_rows * 7,
        "mostly paired: {paired} of {result_rows}"
    );

    // The demo fees were paid by orders (one a club and season), each fee as the season's
    // schedule says: an order's amount is the sum of its members' fees.
    let fees = |pool: PgPool| async move {
        sqlx::query_as::<_, (i64, i64, i64, i64)>(
            "select (select count(*) from member_payment),
                    (select count(*) from member_payment where order_payment_id is null),
                    (select count(*) from order_payment o
                     where o.state <> 'PAID' or o.amount <> (select sum(i.amount)
                         from order_payment_item i where i.order_payment_id = o.order_payment_id)),
                    (select count(*) from member_payment p
                     join order_payment_item i on i.order_payment_id = p.order_payment_id
                                              and i.member_id = p.member_id
                     where i.amount <> p.amount)",
        )
        .fetch_one(&pool)
        .await
        .unwrap()
    };
    let (payments, without_order, wrong_orders, wrong_fees) = fees(pool.clone()).await;
    assert!(payments > 400, "most members paid: {payments}");
    assert_eq!((without_order, wrong_orders, wrong_fees), (0, 0, 0));

    admin(&pool, &["seed", "--members", "700", "--clubs", "30"]);
    assert_eq!(counts(&pool).await, first, "a second run inserts nothing");
    assert_eq!(fees(pool.clone()).await.0, payments, "nor fees");
    assert_eq!(
        calendar(pool.clone()).await,
        (events, departments, entries, published)
    );
    assert_eq!(
        results(pool.clone()).await,
        (result_races, result_rows, paired)
    );
    admin(&pool, &["seed", "--if-empty"]);
    assert_eq!(counts(&pool).await, first);

    // Every birth number is valid but the cleanup demo's six wrong ones, which are on the
    // birth-number worklist.
    let rows: Vec<(i64, String, chrono::NaiveDate, String)> = sqlx::query_as(
        "select member_id, birth_number, birth_date, sex from member
         where birth_number is not null
           and member_id not in (select member_id from birth_number_problem)",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    for (_, birth_number, birth_date, sex) in rows {
        let parsed = stopa_domain::birth_number::BirthNumber::parse(&birth_number)
            .expect("valid birth number");
        assert_eq!(parsed.birth_date(), birth_date, "{birth_number}");
        assert_eq!(parsed.sex().as_str(), sex, "{birth_number}");
    }
    let problems: i64 = sqlx::query_scalar("select count(*) from birth_number_problem")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(problems, 6, "the wrong birth numbers are on the worklist");
    let regions: i64 = sqlx::query_scalar("select count(distinct region_id) from club")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(regions, 14, "clubs in every region");
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_same_seed_gives_the_same_members(pool: PgPool) {
    let mut runs = Vec::new();
    for _ in 0..2 {
        sqlx::query("truncate membership, member, club_department, club cascade")
            .execute(&pool)
            .await
            .unwrap();
        let args = [
            "seed",
            "--members",
            "50",
            "--clubs",
            "14",
            "--seed",
            "7",
            "--no-accounts",
        ];
        admin(&pool, &args);
        let birth_numbers: Vec<Option<String>> =
            sqlx::query_scalar("select birth_number from member order by member_id")
                .fetch_all(&pool)
                .await
                .unwrap();
        runs.push(birth_numbers);
    }
    assert_eq!(
        runs[0].len(),
        50 + 4 + 6 + 4,
        "random, import and cleanup demo records"
    );
    assert_eq!(runs[0], runs[1]);
}

#[sqlx::test(migrations = "../../migrations")]
async fn create_admin_reads_the_password_and_refuses_a_short_one(pool: PgPool) {
    admin(
        &pool,
        &[
            "create-admin",
            "--email",
            "Spravce@Test.cz",
            "--password",
            "dlouhe-heslo",
        ],
    );
    let identities: Vec<String> = sqlx::query_scalar(
        "select identity_type from identity join account using (account_id) where email = 'spravce@test.cz'",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(identities, vec!["ADMIN".to_owned()]);
    let short = admin_command(
        &database_url(&pool),
        &[
            "create-admin",
            "--email",
            "jiny@test.cz",
            "--password",
            "kratke",
        ],
    )
    .output()
    .unwrap();
    assert!(!short.status.success());
    assert!(String::from_utf8_lossy(&short.stderr).contains("Heslo musí mít alespoň 8 znaků"));
}
