//! Several processes against one PostgreSQL and Redis (issue 24), as Stopa runs past one
//! machine: two `stopa-api` processes behind one address and two `stopa-worker` processes on
//! one queue namespace. Sessions and login limits hold across the api processes, every job
//! runs once, the scheduled FIS sync runs once per tick, and a worker restarted ten times on
//! the same namespace leaves nothing queued and no growing set in Redis.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::process::Command;
use std::time::Duration;

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_app::job::SendEmail;
use stopa_jobs::JobQueues;
use stopa_mail::EmailMessage;
use stopa_testkit::cli::database_url;
use stopa_testkit::processes::{Api, Mail, ProcessLogs, Redis, Worker, delivered, wait_until};
use stopa_testkit::{PASSWORD, accounts};

/// One GraphQL call to an api process, with the browser's cookie; the answer and the cookie
/// it sets.
async fn graphql(
    client: &reqwest::Client,
    api: &Api,
    cookie: Option<&str>,
    operation: &str,
    query: &str,
    variables: Value,
) -> (Value, Option<String>) {
    let kind = query.split_whitespace().next().unwrap();
    let mut request = client
        .post(api.url("/graphql"))
        .header("content-type", "application/json")
        .header("x-gql-operation", operation)
        .header("x-gql-operation-type", kind)
        .body(json!({ "query": query, "variables": variables }).to_string());
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    let response = request.send().await.unwrap();
    let session = response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .find(|value| value.starts_with("stopa_session="))
        .and_then(|value| value.split(';').next())
        .map(str::to_owned);
    let body = response.text().await.unwrap();
    (serde_json::from_str(&body).unwrap(), session)
}

const LOGIN: &str = "mutation Login($input: LoginInput!) { login(input: $input) { token } }";
const ME: &str = "query Me { me { account { email } } }";
const LOGOUT: &str = "mutation Logout { logout }";

fn code(answer: &Value) -> Option<&str> {
    answer["errors"][0]["extensions"]["code"].as_str()
}

fn message(index: usize) -> EmailMessage {
    EmailMessage {
        to: format!("clen{index}@test.cz"),
        subject: format!("Zpráva {index}"),
        text: "Dobrý den.".into(),
    }
}

/// Jobs in `status`, but the rankings' recomputations that the scheduled FIS list load records
/// (a new AL list: the current and the next season of alpine skiing).
async fn count_jobs(pool: &PgPool, status: &str) -> i64 {
    sqlx::query_scalar("select count(*) from job where status = $1 and kind <> 'ranking_recompute'")
        .bind(status)
        .fetch_one(pool)
        .await
        .unwrap()
}

/// The sizes of the namespace's sorted sets and lists in Redis, by key.
fn redis_sizes(redis: &Redis, namespace: &str) -> Vec<(String, i64)> {
    let cli = |args: &[&str]| {
        let output = Command::new("redis-cli")
            .args(["-p", &redis.port.to_string()])
            .args(args)
            .output()
            .expect("redis-cli on the PATH");
        String::from_utf8(output.stdout).unwrap()
    };
    let mut sizes = Vec::new();
    for key in cli(&["--scan", "--pattern", &format!("{namespace}:*")]).lines() {
        let size = match cli(&["type", key]).trim() {
            "zset" => cli(&["zcard", key]),
            "list" => cli(&["llen", key]),
            "set" => cli(&["scard", key]),
            "hash" => cli(&["hlen", key]),
            _ => continue,
        };
        sizes.push((key.to_owned(), size.trim().parse().unwrap_or(0)));
    }
    sizes.sort();
    sizes
}

#[sqlx::test(migrations = "../../migrations")]
async fn two_apis_and_two_workers_share_sessions_limits_jobs_and_the_schedule(pool: PgPool) {
    stopa_testkit::seed_fixture(&pool).await;
    let database_url = database_url(&pool);
    let redis = Redis::start(true).await;
    let namespace = format!("stopa-processes-{}", uuid::Uuid::new_v4());
    let logs = ProcessLogs::new();
    let outbox = tempfile::tempdir().unwrap();
    let lists = tempfile::tempdir().unwrap();
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../libs/formats/testdata/fis/FAL_2025413_CZE_only.csv"
        ),
        lists.path().join("FAL_2025413_CZE_only.csv"),
    )
    .unwrap();
    let lists_path = lists.path().to_str().unwrap().to_owned();
    let mail = Mail::Outbox(outbox.path().to_owned());
    let settings = [
        ("STOPA_FIS_LISTS", lists_path.as_str()),
        ("STOPA_FIS_SYNC_CRON", "* * * * * *"),
    ];
    let first_worker =
        Worker::start_with(&database_url, &redis, &namespace, &mail, &logs, &settings);
    let mut second_worker =
        Worker::start_with(&database_url, &redis, &namespace, &mail, &logs, &settings);
    let first = Api::start(&database_url, &redis, &namespace, &logs).await;
    let second = Api::start(&database_url, &redis, &namespace, &logs).await;
    // reqwest is built without a TLS provider of its own (as the app's): plain HTTP here.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let client = reqwest::Client::new();

    // A session opened through one api process is the session of the other.
    let credentials = json!({ "input": { "email": accounts::ADMIN, "password": PASSWORD } });
    let (answer, cookie) = graphql(&client, &first, None, "Login", LOGIN, credentials).await;
    assert!(answer["errors"].is_null(), "{answer}");
    let cookie = cookie.expect("a session cookie");
    let (me, _) = graphql(&client, &second, Some(&cookie), "Me", ME, Value::Null).await;
    assert_eq!(me["data"]["me"]["account"]["email"], accounts::ADMIN);
    graphql(
        &client,
        &second,
        Some(&cookie),
        "Logout",
        LOGOUT,
        Value::Null,
    )
    .await;
    let (me, _) = graphql(&client, &first, Some(&cookie), "Me", ME, Value::Null).await;
    assert!(
        me["data"]["me"]["account"].is_null(),
        "logged out everywhere: {me}"
    );

    // Guessing a password through both processes meets one limit.
    let wrong = json!({ "input": { "email": accounts::TEAM, "password": "spatne-heslo" } });
    for attempt in 0..5 {
        let api = if attempt % 2 == 0 { &first } else { &second };
        let (answer, _) = graphql(&client, api, None, "Login", LOGIN, wrong.clone()).await;
        assert_eq!(code(&answer), Some("INVALID_CREDENTIALS"), "{answer}");
    }
    for api in [&first, &second] {
        let (answer, _) = graphql(&client, api, None, "Login", LOGIN, wrong.clone()).await;
        assert_eq!(code(&answer), Some("TOO_MANY_ATTEMPTS"), "{answer}");
    }

    // Every job runs once, whichever worker takes it.
    let queues = JobQueues::new(
        stopa_jobs::connect_redis(&redis.url()).await.unwrap(),
        &namespace,
    );
    for index in 0..30 {
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
    wait_until("30 e-mails", Duration::from_secs(30), &logs, async || {
        delivered(outbox.path()).len() >= 30
    })
    .await;
    wait_until(
        "30 jobs completed",
        Duration::from_secs(10),
        &logs,
        async || count_jobs(&pool, "COMPLETED").await >= 30,
    )
    .await;
    let started_twice: i64 =
        sqlx::query_scalar("select count(*) from job where kind = 'send_email' and attempts <> 1")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(started_twice, 0, "a job ran twice\n{}", logs.dump());
    assert_eq!(logs.count("e-mail sent"), 30, "{}", logs.dump());

    // The schedule ticks every second in both workers; each tick runs once.
    wait_until("three ticks", Duration::from_secs(20), &logs, async || {
        let ticks: i64 = sqlx::query_scalar("select count(*) from scheduled_run")
            .fetch_one(&pool)
            .await
            .unwrap();
        ticks >= 3
    })
    .await;
    // Each tick claimed once, run once: no tick among the runs twice.
    let runs: Vec<String> = logs
        .lines_with("FIS points-list sync")
        .into_iter()
        .filter(|line| !line.contains("another worker"))
        .filter_map(|line| {
            line.split("tick=")
                .nth(1)
                .and_then(|rest| rest.split_whitespace().next())
                .map(str::to_owned)
        })
        .collect();
    let mut distinct = runs.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        runs.len(),
        "a tick ran twice: {runs:?}\n{}",
        logs.dump()
    );
    assert!(runs.len() >= 3, "{runs:?}");
    assert!(
        logs.count("runs in another worker") > 0,
        "both workers keep the schedule"
    );

    // One worker restarted ten times on the same namespace while e-mails keep coming.
    for round in 0..10 {
        for index in 0..3 {
            queues
                .enqueue(
                    &pool,
                    &SendEmail {
                        message: message(100 + round * 3 + index),
                    },
                    None,
                )
                .await
                .unwrap();
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        second_worker.kill();
        second_worker =
            Worker::start_with(&database_url, &redis, &namespace, &mail, &logs, &settings);
    }
    wait_until(
        "every job of the restarts done",
        Duration::from_secs(60),
        &logs,
        async || count_jobs(&pool, "QUEUED").await == 0 && count_jobs(&pool, "RUNNING").await == 0,
    )
    .await;
    assert_eq!(count_jobs(&pool, "COMPLETED").await, 60);
    assert_eq!(delivered(outbox.path()).len(), 60);
    // Once the killed workers count as gone (ten missed heartbeats of a second) and the sweep
    // has vacuumed, the namespace holds no more than the two live workers and nothing done.
    tokio::time::sleep(Duration::from_secs(12)).await;
    let sizes = redis_sizes(&redis, &namespace);
    let meta_keys = sizes
        .iter()
        .filter(|(key, _)| key.contains(":meta:"))
        .count();
    assert!(
        meta_keys <= 10,
        "{meta_keys} tasks' metadata left: {sizes:?}"
    );
    for (key, size) in &sizes {
        let limit = match key.rsplit(':').next() {
            Some("scheduled" | "active" | "done" | "dead" | "data" | "failed") => 0,
            Some("workers") => 2,
            _ => continue,
        };
        assert!(
            *size <= limit,
            "{key} holds {size}: {sizes:?}\n{}",
            logs.dump()
        );
    }
    drop(first_worker);
}
