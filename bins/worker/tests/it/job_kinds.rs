//! The one message every queue carries, and jobs the worker does not know.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::time::Duration;

use apalis::prelude::TaskSink as _;
use apalis_redis::RedisStorage;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use stopa_app::job::{Job as _, SendEmail};
use stopa_jobs::JobQueues;
use stopa_mail::EmailMessage;
use stopa_testkit::cli::database_url;
use stopa_testkit::processes::{Mail, ProcessLogs, Redis, Worker, delivered, wait_until};

/// The message an e-mail job carried before the queue carried only job ids.
#[derive(Serialize, Deserialize)]
struct EarlierSendEmail {
    job_id: i64,
    message: EmailMessage,
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_message_queued_by_an_earlier_version_still_runs_once(pool: PgPool) {
    let redis = Redis::start(false).await;
    let namespace = format!("stopa-kinds-{}", uuid::Uuid::new_v4());
    let outbox = tempfile::tempdir().unwrap();
    let logs = ProcessLogs::new();
    let message = EmailMessage {
        to: "clen@test.cz".into(),
        subject: "Pozvánka".into(),
        text: "Dobrý den.".into(),
    };
    let payload = serde_json::to_value(&message).unwrap();
    let job_id = stopa_db::job::insert_job(&pool, SendEmail::KIND, &payload, None)
        .await
        .unwrap();
    let connection = stopa_jobs::connect_redis(&redis.url()).await.unwrap();
    let mut earlier: RedisStorage<EarlierSendEmail> = RedisStorage::new(connection)
        .with_config(stopa_jobs::queue_config(&namespace, SendEmail::KIND));
    earlier
        .push(EarlierSendEmail { job_id, message })
        .await
        .unwrap();
    stopa_db::job::mark_enqueued(&pool, job_id).await.unwrap();

    let _worker = Worker::start(
        &database_url(&pool),
        &redis,
        &namespace,
        &Mail::Outbox(outbox.path().to_owned()),
        &logs,
    );
    wait_until("the e-mail", Duration::from_secs(30), &logs, async || {
        !delivered(outbox.path()).is_empty()
    })
    .await;
    let status: String = sqlx::query_scalar("select status from job where job_id = $1")
        .bind(job_id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(status, "COMPLETED");
    assert_eq!(
        delivered(outbox.path()),
        vec![format!("stopa-job-{job_id}.eml")]
    );
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_job_of_a_kind_no_worker_runs_is_failed_not_pushed_every_round(pool: PgPool) {
    let redis = Redis::start(false).await;
    let queues = JobQueues::new(
        stopa_jobs::connect_redis(&redis.url()).await.unwrap(),
        &format!("stopa-kinds-{}", uuid::Uuid::new_v4()),
    );
    let retired: i64 = sqlx::query_scalar(
        "insert into job (kind, payload, created_at) \
         values ('retired_kind', '{}', now() - interval '1 hour') returning job_id",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    let known = stopa_db::job::insert_job(
        &pool,
        SendEmail::KIND,
        &serde_json::to_value(EmailMessage {
            to: "clen@test.cz".into(),
            subject: "x".into(),
            text: "x".into(),
        })
        .unwrap(),
        None,
    )
    .await
    .unwrap();
    sqlx::query("update job set created_at = now() - interval '1 hour' where job_id = $1")
        .bind(known)
        .execute(&pool)
        .await
        .unwrap();

    let pushed = stopa_worker::sweep_once(&pool, &queues, Duration::from_secs(60))
        .await
        .unwrap();
    assert_eq!(pushed, 1, "only the e-mail goes back to Redis");
    let (status, error): (String, Option<String>) =
        sqlx::query_as("select status, error from job where job_id = $1")
            .bind(retired)
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(
        (status.as_str(), error.as_deref()),
        ("FAILED", Some("unknown job kind"))
    );
    assert_eq!(
        stopa_worker::sweep_once(&pool, &queues, Duration::from_secs(60))
            .await
            .unwrap(),
        0,
        "the e-mail was just pushed and the retired job is done with"
    );
}

#[test]
fn every_queue_serves_its_own_kind() {
    let mut kinds = stopa_worker::kinds();
    let count = kinds.len();
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(kinds.len(), count, "two queues of one kind");
}
