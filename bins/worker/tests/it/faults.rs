//! Fault tests of the job system (issue 11), with real processes on loopback: a Redis of the
//! test's own that is killed and started again, and `stopa-worker` processes that are killed
//! in the middle of a job. Every e-mail must arrive exactly once.
//!
//! They need `redis-server` on the `PATH` (ops/test installs it when missing).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

use sqlx::PgPool;
use stopa_app::job::SendEmail;
use stopa_jobs::JobQueues;
use stopa_mail::EmailMessage;
use stopa_testkit::cli::database_url;
use stopa_testkit::processes::{Mail, ProcessLogs, Redis, Worker, delivered, wait_until};

fn message(index: usize) -> EmailMessage {
    EmailMessage {
        to: format!("clen{index}@test.cz"),
        subject: format!("Zpráva {index}"),
        text: "Dobrý den.".into(),
    }
}

async fn count_jobs(pool: &PgPool, status: &str) -> i64 {
    sqlx::query_scalar("select count(*) from job where status = $1")
        .bind(status)
        .fetch_one(pool)
        .await
        .unwrap()
}

/// Every job completed once and left exactly one e-mail, also after a few more sweeps.
async fn assert_delivered_exactly_once(
    pool: &PgPool,
    outbox: &Path,
    count: usize,
    logs: &ProcessLogs,
) {
    wait_until("every e-mail", Duration::from_secs(30), logs, async || {
        delivered(outbox).len() >= count
    })
    .await;
    wait_until(
        "every job completed",
        Duration::from_secs(10),
        logs,
        async || count_jobs(pool, "COMPLETED").await == i64::try_from(count).unwrap(),
    )
    .await;
    // Give redeliveries and sweeps the chance to send something twice.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let names = delivered(outbox);
    assert_eq!(names.len(), count, "one e-mail per job: {names:?}");
    let job_ids: Vec<i64> = sqlx::query_scalar("select job_id from job order by job_id")
        .fetch_all(pool)
        .await
        .unwrap();
    let expected: Vec<String> = job_ids
        .iter()
        .map(|id| format!("stopa-job-{id}.eml"))
        .collect();
    assert_eq!(names, expected);
}

async fn restart_while_queued(pool: PgPool, append_only: bool) {
    let database_url = database_url(&pool);
    let mut redis = Redis::start(append_only).await;
    let namespace = format!("stopa-fault-{}", uuid::Uuid::new_v4());
    let outbox = tempfile::tempdir().unwrap();
    let logs = ProcessLogs::new();

    // Three e-mails wait in Redis while no worker runs; Redis dies (losing them unless it
    // keeps an append-only file).
    let queues = JobQueues::new(
        stopa_jobs::connect_redis(&redis.url()).await.unwrap(),
        &namespace,
    );
    for index in 0..3 {
        let enqueued = queues
            .enqueue(
                &pool,
                &SendEmail {
                    message: message(index),
                },
                None,
            )
            .await
            .unwrap();
        assert!(enqueued.queued_now);
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    redis.kill().await;

    // Two more are asked for while Redis is down: the action still succeeds.
    for index in 3..5 {
        let enqueued = queues
            .enqueue(
                &pool,
                &SendEmail {
                    message: message(index),
                },
                None,
            )
            .await
            .unwrap();
        assert!(!enqueued.queued_now, "Redis is down");
    }
    redis.restart().await;

    let worker = Worker::start(
        &database_url,
        &redis,
        &namespace,
        &Mail::Outbox(outbox.path().to_owned()),
        &logs,
    );
    assert_delivered_exactly_once(&pool, outbox.path(), 5, &logs).await;

    // Redis restarts under the running worker: it reconnects, and new e-mails still arrive.
    redis.restart().await;
    let queues = JobQueues::new(
        stopa_jobs::connect_redis(&redis.url()).await.unwrap(),
        &namespace,
    );
    for index in 5..7 {
        queues
            .enqueue(
                &pool,
                &SendEmail {
                    message: message(index),
                },
                None,
            )
            .await
            .unwrap();
    }
    assert_delivered_exactly_once(&pool, outbox.path(), 7, &logs).await;
    worker.kill();
}

#[sqlx::test(migrations = "../../migrations")]
async fn emails_queued_when_redis_restarts_without_persistence_arrive_once(pool: PgPool) {
    restart_while_queued(pool, false).await;
}

#[sqlx::test(migrations = "../../migrations")]
async fn emails_queued_when_redis_restarts_with_persistence_arrive_once(pool: PgPool) {
    restart_while_queued(pool, true).await;
}

/// An SMTP server that accepts connections and never answers: a job sending through it
/// hangs, so its worker can be killed in the middle of it.
async fn tarpit() -> (u16, tokio::task::JoinHandle<()>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let task = tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((socket, _)) = listener.accept().await {
            held.push(socket);
        }
    });
    (port, task)
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_job_of_a_killed_worker_is_finished_by_another_once(pool: PgPool) {
    let database_url = database_url(&pool);
    let redis = Redis::start(false).await;
    let namespace = format!("stopa-fault-{}", uuid::Uuid::new_v4());
    let outbox = tempfile::tempdir().unwrap();
    let logs = ProcessLogs::new();
    let (smtp_port, _tarpit) = tarpit().await;

    let stuck = Worker::start(
        &database_url,
        &redis,
        &namespace,
        &Mail::Smtp(format!("smtp://127.0.0.1:{smtp_port}")),
        &logs,
    );
    let queues = JobQueues::new(
        stopa_jobs::connect_redis(&redis.url()).await.unwrap(),
        &namespace,
    );
    queues
        .enqueue(
            &pool,
            &SendEmail {
                message: message(0),
            },
            None,
        )
        .await
        .unwrap();
    wait_until(
        "the job to run",
        Duration::from_secs(20),
        &logs,
        async || count_jobs(&pool, "RUNNING").await == 1,
    )
    .await;
    stuck.kill();

    let rescuer = Worker::start(
        &database_url,
        &redis,
        &namespace,
        &Mail::Outbox(outbox.path().to_owned()),
        &logs,
    );
    assert_delivered_exactly_once(&pool, outbox.path(), 1, &logs).await;
    let attempts: i32 = sqlx::query_scalar("select attempts from job")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(attempts, 2, "the killed attempt and the one that finished");
    rescuer.kill();
}

/// A member import of `rows` new members into the fixture's club A, confirmed (its job is in
/// Redis); returns its id.
async fn confirmed_import(pool: &PgPool, redis: &Redis, namespace: &str, rows: usize) -> i64 {
    let fixture = stopa_testkit::seed_fixture(pool).await;
    let app = stopa_app::App {
        pool: pool.clone(),
        queues: JobQueues::new(
            stopa_jobs::connect_redis(&redis.url()).await.unwrap(),
            namespace,
        ),
        public_url: "http://stopa.test".to_owned(),
        session_seconds: 3600,
        contact_email: "evidence@stopa.test".to_owned(),
        file_work: stopa_app::file_work::FileWork::default(),
        payment: stopa_app::payment::PaymentAccount::demo(),
    };
    let mut file = String::from("Jméno;Příjmení;Rodné číslo\r\n");
    let start = chrono::NaiveDate::from_ymd_opt(1955, 1, 1).unwrap();
    for index in 0..rows {
        let date = start + chrono::Duration::days(index as i64 / 4);
        let number = (0..1000)
            .filter_map(|serial| {
                stopa_domain::birth_number::BirthNumber::generate(
                    date,
                    stopa_domain::member::Sex::Female,
                    serial,
                )
            })
            .nth(index % 4)
            .unwrap();
        writeln!(file, "Eva;Hromadná{index};{}\r", number.digits()).unwrap();
    }
    let actor = stopa_app::Actor::operator();
    let preview = stopa_app::member_import::upload_member_import(
        &app,
        &actor,
        stopa_app::member_import::UploadMemberImport {
            club_id: fixture.club_a,
            file_name: "hromadny.csv".to_owned(),
            bytes: file.into_bytes(),
            encoding: None,
        },
    )
    .await
    .unwrap_or_else(|error| panic!("upload: {}", error.message()));
    let id = preview.row.member_import_id;
    stopa_app::member_import::confirm_member_import(&app, &actor, id)
        .await
        .unwrap_or_else(|error| panic!("confirm: {}", error.message()));
    id
}

async fn processed_rows(pool: &PgPool, id: i64) -> (i32, String) {
    sqlx::query_as("select processed_rows, state from member_import where member_import_id = $1")
        .bind(id)
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test(migrations = "../../migrations")]
async fn an_import_of_a_killed_worker_is_finished_by_another_writing_every_row_once(pool: PgPool) {
    const ROWS: usize = 30_000;
    let database_url = database_url(&pool);
    let redis = Redis::start(false).await;
    let namespace = format!("stopa-fault-{}", uuid::Uuid::new_v4());
    let outbox = tempfile::tempdir().unwrap();
    let logs = ProcessLogs::new();
    let id = confirmed_import(&pool, &redis, &namespace, ROWS).await;
    let members_before: i64 = sqlx::query_scalar("select count(*) from member")
        .fetch_one(&pool)
        .await
        .unwrap();

    let first = Worker::start(
        &database_url,
        &redis,
        &namespace,
        &Mail::Outbox(outbox.path().to_owned()),
        &logs,
    );
    wait_until(
        "the import to be halfway",
        Duration::from_secs(60),
        &logs,
        async || processed_rows(&pool, id).await.0 > 0,
    )
    .await;
    first.kill();
    let (at_kill, state) = processed_rows(&pool, id).await;
    assert!(
        at_kill > 0 && (at_kill as usize) < ROWS,
        "killed in the middle: {at_kill} of {ROWS} rows, {state}"
    );

    let rescuer = Worker::start(
        &database_url,
        &redis,
        &namespace,
        &Mail::Outbox(outbox.path().to_owned()),
        &logs,
    );
    wait_until(
        "the import to complete",
        Duration::from_secs(120),
        &logs,
        async || processed_rows(&pool, id).await.1 == "COMPLETED",
    )
    .await;
    rescuer.kill();
    let (processed, _) = processed_rows(&pool, id).await;
    assert_eq!(processed as usize, ROWS);
    let members: i64 = sqlx::query_scalar("select count(*) from member")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(
        members - members_before,
        ROWS as i64,
        "every row created one member"
    );
    let created: i64 = sqlx::query_scalar(
        "select count(*) from member_import_row where member_import_id = $1 and outcome = 'CREATED_NEW_MEMBER' and member_id is not null",
    )
    .bind(id)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(created, ROWS as i64);
    let memberships: i64 = sqlx::query_scalar(
        "select count(*) from membership ms join member m using (member_id) where m.last_name like 'Hromadná%'",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(memberships, ROWS as i64, "one membership each");
    let attempts: i32 = sqlx::query_scalar(
        "select j.attempts from job j join member_import i on i.job_id = j.job_id where i.member_import_id = $1",
    )
    .bind(id)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(attempts, 2, "the killed run and the one that finished");
}
